import { parseEnv, PUBLISHED_DEVELOPMENT_VALUES } from '@eventdesk/server-kit';
import { paymentEnvSchema, SANDBOX_DEFAULTS } from './env';

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
      PUBLIC_BASE_URL: 'https://tickets.example.com',
    });
    expect(live).toMatchObject({
      PAYMENT_PROVIDER: 'ccavenue',
      PAYMENT_CALLBACK_BASE_URL: 'https://pay.example.com',
    });
  });

  describe('in production', () => {
    const live = {
      ...base,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'ccavenue',
      CCAVENUE_MERCHANT_ID: '123456',
      CCAVENUE_ACCESS_CODE: 'AVAB00AA00AA00AAAA',
      CCAVENUE_WORKING_KEY: '0123456789ABCDEF0123456789ABCDEF',
      PUBLIC_BASE_URL: 'https://tickets.example.com',
    };

    it('refuses the sandbox’s and the examples’ card credentials, naming the variable', () => {
      expect(Object.values(SANDBOX_DEFAULTS).every((value) => PUBLISHED_DEVELOPMENT_VALUES.has(value))).toBe(
        true,
      );
      expect(() =>
        parseEnv(paymentEnvSchema, { ...live, CCAVENUE_WORKING_KEY: SANDBOX_DEFAULTS.workingKey }),
      ).toThrow(/^Invalid environment: CCAVENUE_WORKING_KEY: is a development or sandbox value/);
      expect(() =>
        parseEnv(paymentEnvSchema, { ...live, CCAVENUE_ACCESS_CODE: 'DEVONLYACCESSCODE00000' }),
      ).toThrow(/CCAVENUE_ACCESS_CODE: is a development or sandbox value/);
      expect(() => parseEnv(paymentEnvSchema, { ...live, CCAVENUE_MERCHANT_ID: '' })).toThrow(
        'CCAVENUE_MERCHANT_ID: is required in production',
      );
    });

    it('refuses the sandbox unless ALLOW_TEST_PAYMENTS=true', () => {
      const sandbox = {
        ...base,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        PUBLIC_BASE_URL: live.PUBLIC_BASE_URL,
      };
      expect(() => parseEnv(paymentEnvSchema, sandbox)).toThrow(
        /^Invalid environment: PAYMENT_PROVIDER: sandbox takes no money/,
      );
      expect(parseEnv(paymentEnvSchema, { ...sandbox, ALLOW_TEST_PAYMENTS: 'true' })).toMatchObject({
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_TEST_PAYMENTS: true,
      });
    });

    it('refuses a PUBLIC_BASE_URL on localhost', () => {
      expect(() => parseEnv(paymentEnvSchema, { ...live, PUBLIC_BASE_URL: 'http://localhost:3000' })).toThrow(
        'PUBLIC_BASE_URL: must be the public address in production',
      );
    });
  });
});
