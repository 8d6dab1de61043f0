export * from './http/login';
export * from './http/staff-users';
export * from './http/queue-board';
export * from './capabilities';
export * from './events/staff-user-changed';
export * from './identity-errors';
