import { randomBytes } from 'node:crypto';
import { parseEnv } from '@eventdesk/server-kit';
import { gatewayEnvSchema } from './env';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@h/db',
  REDIS_URL: 'redis://h',
  NATS_URL: 'nats://h',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  PUBLIC_BASE_URL: 'https://tickets.example.com',
};

describe('gateway environment in production', () => {
  it('starts with its own secret and public address; the API docs are off unless API_DOCS=true', () => {
    expect(parseEnv(gatewayEnvSchema, production)).toMatchObject({ API_DOCS: false });
    expect(parseEnv(gatewayEnvSchema, { ...production, API_DOCS: 'true' })).toMatchObject({ API_DOCS: true });
  });

  it('refuses the JWT_SECRET an earlier docker-compose.yml wrote, naming the variable', () => {
    expect(() =>
      parseEnv(gatewayEnvSchema, {
        ...production,
        JWT_SECRET: 'dev-only-jwt-secret-do-not-deploy-0123456789',
      }),
    ).toThrow(/^Invalid environment: JWT_SECRET: is a published development value/);
  });

  it('refuses a PUBLIC_BASE_URL on localhost', () => {
    expect(() =>
      parseEnv(gatewayEnvSchema, { ...production, PUBLIC_BASE_URL: 'http://localhost:3000' }),
    ).toThrow('PUBLIC_BASE_URL: must be the public address in production');
  });
});
