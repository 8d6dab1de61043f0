export * from './events/payment-completed';
export * from './http/payment-config';
export * from './http/initiate-payment';
export * from './http/card-callback';
export * from './http/payment-result';
export * from './http/payment-summary';
export * from './http/payment-proof';
export * from './rpc/patterns';
