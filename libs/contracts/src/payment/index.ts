export * from './events/payment-completed';
