import { parseEnv } from '@eventdesk/server-kit';
import { paymentEnvSchema } from './env';

const base = { DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://h', NATS_URL: 'nats://h' };

describe('payment-service environment', () => {
  it('defaults to the sandbox outside production, empty credentials included (as .env.example has them)', () => {
    const env = parseEnv(paymentEnvSchema, {
      ...base,
      CCAVENUE_MERCHANT_ID: '',
      CCAVENUE_ACCESS_CODE: '',
      CCAVENUE_WORKING_KEY: '',
      CCAVENUE_STATUS_API_URL: '',
      PAYMENT_CALLBACK_BASE_URL: '',
      PUBLIC_BASE_URL: 'https://tickets.example.com/',
    });
    expect(env).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_CALLBACK_BASE_URL: 'https://tickets.example.com',
      CCAVENUE_STATUS_API_URL: '',
    });
    expect(env.CCAVENUE_WORKING_KEY.length).toBeGreaterThan(0);
  });

  it('requires a provider in production and the three credentials for CCAvenue', () => {
    expect(() => parseEnv(paymentEnvSchema, { ...base, NODE_ENV: 'production' })).toThrow(
      'PAYMENT_PROVIDER: is required in production',
    );
    expect(() => parseEnv(paymentEnvSchema, { ...base, PAYMENT_PROVIDER: 'ccavenue' })).toThrow(
      /CCAVENUE_MERCHANT_ID.*CCAVENUE_ACCESS_CODE.*CCAVENUE_WORKING_KEY/,
    );
    const live = parseEnv(paymentEnvSchema, {
      ...base,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'ccavenue',
      CCAVENUE_MERCHANT_ID: '123456',
      CCAVENUE_ACCESS_CODE: 'AVAB00AA00AA00AAAA',
      CCAVENUE_WORKING_KEY: '0123456789ABCDEF0123456789ABCDEF',
      PAYMENT_CALLBACK_BASE_URL: 'https://pay.example.com',
    });
    expect(live).toMatchObject({
      PAYMENT_PROVIDER: 'ccavenue',
      PAYMENT_CALLBACK_BASE_URL: 'https://pay.example.com',
    });
  });
});
