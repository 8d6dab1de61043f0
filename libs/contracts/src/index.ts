export * from './common';
export * from './registration';
export * from './identity';
export * from './notification';
export * from './settings';
export * from './payment';
