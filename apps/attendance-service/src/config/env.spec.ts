import { randomBytes } from 'node:crypto';
import { parseEnv } from '@eventdesk/server-kit';
import { attendanceEnvSchema } from './env';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@h/db',
  REDIS_URL: 'redis://h',
  NATS_URL: 'nats://h',
  TICKET_SIGNING_SECRET: randomBytes(32).toString('base64url'),
};

describe('attendance-service environment in production', () => {
  it('starts with a ticket signing secret of its own', () => {
    expect(parseEnv(attendanceEnvSchema, production).TICKET_SIGNING_SECRET).toBe(
      production.TICKET_SIGNING_SECRET,
    );
  });

  it('refuses the TICKET_SIGNING_SECRET docker-compose.yml writes, naming the variable', () => {
    expect(() =>
      parseEnv(attendanceEnvSchema, {
        ...production,
        TICKET_SIGNING_SECRET: 'dev-only-ticket-signing-secret-do-not-deploy',
      }),
    ).toThrow(/^Invalid environment: TICKET_SIGNING_SECRET: is a published development value/);
  });
});
