export * from './rpc/patterns';
export * from './rpc/notification-rpcs';
