export * from './test-env';
export * from './orm';
export * from './decode-qr';
export * from './private-nats';
export * from './private-redis';
export * from './rpc-stand-in';
export * from './system-env';
export * from './metric-samples';
