export * from './admin-registrations';
export * from './admin-dashboard';
export * from './followups';
export * from './export';
export * from './seat-holds';
export * from './contact-messages';
