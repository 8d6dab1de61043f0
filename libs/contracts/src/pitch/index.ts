export * from './http/pitch-options';
export * from './http/pitch-application-form';
export * from './http/pitch-application-view';
export * from './http/review-pitch';
export * from './rpc/patterns';
export * from './events/pitch-submitted';
export * from './events/pitch-reviewed';
export * from './rpc/pitch-rpcs';
