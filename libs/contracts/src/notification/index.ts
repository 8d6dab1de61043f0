export * from './rpc/patterns';
