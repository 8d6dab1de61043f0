export * from './http/login';
export * from './http/staff-users';
export * from './capabilities';
export * from './events/staff-user-changed';
