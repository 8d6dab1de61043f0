export * from './http/login';
