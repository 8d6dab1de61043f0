import { randomBytes } from 'node:crypto';
import { parseEnv } from '@eventdesk/server-kit';
import { gatewayEnvSchema } from '../config/env';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@h/db',
  REDIS_URL: 'redis://h',
  NATS_URL: 'nats://h',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  PUBLIC_BASE_URL: 'https://tickets.example.com',
};

describe('seat-hold challenge settings', () => {
  it('defaults: 30 holds an hour per address, low at max(20, 10 %), 1000 iterations x up to 3000 attempts, 10 min', () => {
    expect(parseEnv(gatewayEnvSchema, production)).toMatchObject({
      CHALLENGE_HMAC_KEY: '',
      CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR: 30,
      CHALLENGE_SEATS_LEFT_MIN: 20,
      CHALLENGE_SEATS_LEFT_PERCENT: 10,
      CHALLENGE_PBKDF2_ITERATIONS: 1000,
      CHALLENGE_MAX_ATTEMPTS: 3000,
      CHALLENGE_TTL_SECONDS: 600,
    });
  });

  it('production refuses a short or published CHALLENGE_HMAC_KEY, naming it', () => {
    expect(() => parseEnv(gatewayEnvSchema, { ...production, CHALLENGE_HMAC_KEY: 'short' })).toThrow(
      /CHALLENGE_HMAC_KEY: must be at least 32 bytes in production/,
    );
    expect(() => parseEnv(gatewayEnvSchema, { ...production, CHALLENGE_HMAC_KEY: 'REPLACE_ME' })).toThrow(
      /CHALLENGE_HMAC_KEY: is a published development value/,
    );
    const own = randomBytes(32).toString('base64url');
    expect(parseEnv(gatewayEnvSchema, { ...production, CHALLENGE_HMAC_KEY: own }).CHALLENGE_HMAC_KEY).toBe(
      own,
    );
  });

  it('production refuses the low-package rule turned off, except on a one-machine run (the benches)', () => {
    const off = { CHALLENGE_SEATS_LEFT_MIN: '0', CHALLENGE_SEATS_LEFT_PERCENT: '0' };
    expect(() => parseEnv(gatewayEnvSchema, { ...production, ...off })).toThrow(/CHALLENGE_SEATS_LEFT_MIN/);
    expect(
      parseEnv(gatewayEnvSchema, {
        ...production,
        ...off,
        PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
        ALLOW_LOCAL_BASE_URL: 'true',
      }),
    ).toMatchObject({ CHALLENGE_SEATS_LEFT_MIN: 0, CHALLENGE_SEATS_LEFT_PERCENT: 0 });
    // Outside production (development, tests) any level is accepted.
    expect(parseEnv(gatewayEnvSchema, { ...production, ...off, NODE_ENV: 'development' })).toMatchObject({
      CHALLENGE_SEATS_LEFT_MIN: 0,
    });
  });
});
