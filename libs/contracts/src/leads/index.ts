export * from './http/lead-list';
export * from './http/lead-status';
export * from './http/lead-import';
export * from './http/lead-export';
export * from './http/meta-webhook';
export * from './rpc/patterns';
export * from './events/lead-events';
export * from './rpc/leads-rpcs';
