import { newOrderId } from './order-id';

describe('newOrderId', () => {
  it('is ED + 26 base32 characters (128 random bits), within CCAvenue’s 30 alphanumerics', () => {
    const ids = Array.from({ length: 1000 }, newOrderId);
    for (const id of ids) {
      expect(id).toMatch(/^ED[A-Z2-7]{26}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
