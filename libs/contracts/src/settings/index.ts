export * from './http/event-settings';
export * from './default-settings';
export * from './reminder-settings';
export * from './sales-window';
export * from './seed-settings';
export * from './unset-settings';
export * from './rpc/patterns';
export * from './rpc/settings-rpcs';
