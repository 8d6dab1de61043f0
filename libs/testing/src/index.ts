export * from './test-env';
export * from './orm';
