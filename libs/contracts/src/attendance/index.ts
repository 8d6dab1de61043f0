export * from './events/check-in-events';
export * from './events/ticket-issued';
export * from './http/scan';
export * from './http/attendance-view';
export * from './rpc/patterns';
export * from './rpc/attendance-rpcs';
export * from './attendance-errors';
