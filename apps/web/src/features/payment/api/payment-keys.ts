export const paymentKeys = {
  all: ['payment'] as const,
  config: () => [...paymentKeys.all, 'config'] as const,
  summary: (ref: string) => [...paymentKeys.all, 'summary', ref] as const,
  orderResult: (orderId: string) => [...paymentKeys.all, 'order-result', orderId] as const,
};
