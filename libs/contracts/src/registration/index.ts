export * from './http/create-registration';
export * from './http/registration-view';
export * from './rpc/patterns';
export * from './events/registration-created';
