export * from './enums';
export * from './prices';
export * from './errors';
export * from './events';
export * from './validation-messages';
export * from './subscriptions';
export * from './audit';
