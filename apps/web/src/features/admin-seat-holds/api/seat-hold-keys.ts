export const seatHoldKeys = {
  all: ['admin-seat-holds'] as const,
  view: () => [...seatHoldKeys.all, 'view'] as const,
};
