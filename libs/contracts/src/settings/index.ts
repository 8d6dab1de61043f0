export * from './http/event-settings';
export * from './default-settings';
export * from './rpc/patterns';
