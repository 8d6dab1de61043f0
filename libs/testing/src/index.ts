export * from './test-env';
export * from './orm';
export * from './decode-qr';
