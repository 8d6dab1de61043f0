export * from './http/login';
export * from './http/staff-users';
