export * from './http/login';
export * from './http/staff-users';
export * from './capabilities';
