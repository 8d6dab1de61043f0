export * from './common';
export * from './registration';
export * from './identity';
export * from './notification';
export * from './settings';
export * from './payment';
export * from './pitch';
export * from './attendance';
