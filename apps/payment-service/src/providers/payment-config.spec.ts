import { parseEnv } from '@eventdesk/server-kit';
import { paymentEnvSchema } from '../config/env';
import { paymentConfigFrom } from './payment-config';

const base = { DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://h', NATS_URL: 'nats://h' };
const live = {
  PAYMENT_PROVIDER: 'ccavenue',
  CCAVENUE_MERCHANT_ID: '123456',
  CCAVENUE_ACCESS_CODE: 'AVAB00AA00AA00AAAA',
  CCAVENUE_WORKING_KEY: '0123456789ABCDEF0123456789ABCDEF',
};
const testPayments = (env: Record<string, string>) =>
  paymentConfigFrom(parseEnv(paymentEnvSchema, { ...base, ...env })).testPayments;

describe('the test-payments notice (GET /api/payment-config)', () => {
  it('is on for the sandbox of a trial deployment (ALLOW_TEST_PAYMENTS=true), in production or not', () => {
    expect(
      testPayments({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_TEST_PAYMENTS: 'true',
        PUBLIC_BASE_URL: 'https://trial.example.com',
      }),
    ).toBe(true);
    expect(testPayments({ PAYMENT_PROVIDER: 'sandbox', ALLOW_TEST_PAYMENTS: 'true' })).toBe(true);
  });

  it('is off for development’s default sandbox, and for a live provider even with the switch set', () => {
    expect(testPayments({})).toBe(false);
    expect(testPayments({ ...live, ALLOW_TEST_PAYMENTS: 'true' })).toBe(false);
  });
});
