import { parseEnv } from '@eventdesk/server-kit';
import { notificationEnvSchema } from './env';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@h/db',
  REDIS_URL: 'redis://h',
  NATS_URL: 'nats://h',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_BASE_URL: 'https://tickets.example.com',
};

describe('notification-service environment in production', () => {
  it('starts with a public address for the links in its mails', () => {
    expect(parseEnv(notificationEnvSchema, production).PUBLIC_BASE_URL).toBe('https://tickets.example.com');
  });

  it('refuses a PUBLIC_BASE_URL on 127.x, naming the variable', () => {
    expect(() =>
      parseEnv(notificationEnvSchema, { ...production, PUBLIC_BASE_URL: 'http://127.0.0.1:3000' }),
    ).toThrow(/^Invalid environment: PUBLIC_BASE_URL: must be the public address in production/);
  });

  it('refuses a MAIL_FROM without an address, naming the variable', () => {
    expect(() => parseEnv(notificationEnvSchema, { ...production, MAIL_FROM: 'Tickets desk' })).toThrow(
      /^Invalid environment: MAIL_FROM: must name an address/,
    );
    expect(
      parseEnv(notificationEnvSchema, { ...production, MAIL_FROM: 'tickets@example.com' }).MAIL_FROM,
    ).toBe('tickets@example.com');
  });
});
