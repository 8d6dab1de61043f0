import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseEnv } from './load-env';
import {
  isLocalUrl,
  PUBLISHED_DEVELOPMENT_VALUES,
  publicBaseUrlEnv,
  refuseExampleCredential,
  refuseLocalBaseUrl,
  refuseWeakSecret,
} from './production-guards';

const root = resolve(__dirname, '../../../..');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    SECRET: z.string().default(''),
    CREDENTIAL: z.string().default(''),
    ...publicBaseUrlEnv,
  })
  .superRefine((env, ctx) => {
    refuseWeakSecret(env, ctx, 'SECRET');
    refuseExampleCredential(env, ctx, 'CREDENTIAL');
    refuseLocalBaseUrl(env, ctx);
  });

const production = {
  NODE_ENV: 'production',
  SECRET: randomBytes(32).toString('base64url'),
  CREDENTIAL: 'AVLIVE00AA00AAAA',
  PUBLIC_BASE_URL: 'https://tickets.example.com',
};

describe('production guards', () => {
  it('accept a production configuration of its own secrets, live credentials and public address', () => {
    expect(parseEnv(schema, production)).toMatchObject({ SECRET: production.SECRET });
  });

  it('refuse a published development secret, naming the variable in one line', () => {
    expect(() =>
      parseEnv(schema, { ...production, SECRET: 'dev-only-jwt-secret-do-not-deploy-0123456789' }),
    ).toThrow(/^Invalid environment: SECRET: is a published development value/);
  });

  it('refuse a secret shorter than 32 bytes', () => {
    expect(() => parseEnv(schema, { ...production, SECRET: 'x'.repeat(31) })).toThrow(
      'SECRET: must be at least 32 bytes in production',
    );
  });

  it('refuse an empty credential and a sandbox or example credential', () => {
    expect(() => parseEnv(schema, { ...production, CREDENTIAL: '' })).toThrow(
      'CREDENTIAL: is required in production',
    );
    expect(() => parseEnv(schema, { ...production, CREDENTIAL: 'SANDBOXACCESSCODE' })).toThrow(
      /CREDENTIAL: is a development or sandbox value/,
    );
  });

  it('refuse a public address on this machine unless ALLOW_LOCAL_BASE_URL is set', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.2:8080',
      'http://[::1]/',
      'http://app.localhost',
    ]) {
      expect(isLocalUrl(url)).toBe(true);
      expect(() => parseEnv(schema, { ...production, PUBLIC_BASE_URL: url })).toThrow(
        'PUBLIC_BASE_URL: must be the public address in production, not localhost',
      );
    }
    expect(isLocalUrl('https://localhost.example.com')).toBe(false);
    expect(
      parseEnv(schema, {
        ...production,
        PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
        ALLOW_LOCAL_BASE_URL: 'true',
      }),
    ).toMatchObject({ ALLOW_LOCAL_BASE_URL: true });
  });

  it('check nothing outside production (development keeps its defaults)', () => {
    expect(parseEnv(schema, { NODE_ENV: 'development', SECRET: 'short' })).toMatchObject({
      PUBLIC_BASE_URL: 'http://localhost:3000',
    });
  });
});

describe('the refused development values', () => {
  const guardedKeys = [
    'JWT_SECRET',
    'TICKET_SIGNING_SECRET',
    'CCAVENUE_MERCHANT_ID',
    'CCAVENUE_ACCESS_CODE',
    'CCAVENUE_WORKING_KEY',
  ];
  const yamlFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? yamlFiles(join(dir, entry.name))
        : /\.ya?ml$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

  /**
   * Every value the published places give a guarded variable: .env.example and compose.env.example
   * (`KEY=value`), k8s/ (`KEY: value`) and docker-compose.yml (the default of `${KEY:-default}`; a
   * `${KEY:?message}` gives none, compose stops instead).
   */
  function publishedValues(): Map<string, string> {
    const found = new Map<string, string>();
    const files = [
      join(root, '.env.example'),
      join(root, 'compose.env.example'),
      join(root, 'docker-compose.yml'),
      ...yamlFiles(join(root, 'k8s')),
    ];
    for (const file of files) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        for (const key of guardedKeys) {
          const match = new RegExp(`^\\s*${key}\\s*[=:]\\s*(.*?)\\s*(#.*)?$`).exec(line);
          if (!match) {
            continue;
          }
          const raw = unquote(match[1]);
          if (/^\$\{\w+:?\?/.test(raw)) {
            continue;
          }
          const compose = /^\$\{\w+:?-(.*)\}$/.exec(raw);
          const value = unquote(compose ? compose[1] : raw);
          if (value) {
            found.set(`${file.slice(root.length + 1)} ${key}`, value);
          }
        }
      }
    }
    return found;
  }

  it('include every value the example files, docker-compose.yml and k8s/ write for a secret or card credential', () => {
    const found = publishedValues();
    // The parser still finds the placeholders (an empty map would pass below).
    expect([...found.keys()]).toEqual(
      expect.arrayContaining([
        'k8s/secrets.example.yaml JWT_SECRET',
        'k8s/secrets.example.yaml TICKET_SIGNING_SECRET',
        'k8s/config.yaml CCAVENUE_MERCHANT_ID',
      ]),
    );
    const missing = [...found].filter(([, value]) => !PUBLISHED_DEVELOPMENT_VALUES.has(value));
    expect(missing).toEqual([]);
  });

  it('are each refused in production, as a secret and as a credential', () => {
    const values = [...new Set([...publishedValues().values(), ...PUBLISHED_DEVELOPMENT_VALUES])];
    for (const value of values) {
      expect(() => parseEnv(schema, { ...production, SECRET: value })).toThrow(/SECRET: /);
      expect(() => parseEnv(schema, { ...production, CREDENTIAL: value })).toThrow(/CREDENTIAL: /);
    }
  });

  it('leave docker-compose.yml without a value of its own: compose requires each secret from compose.env', () => {
    const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    for (const key of ['JWT_SECRET', 'TICKET_SIGNING_SECRET']) {
      expect(compose).toMatch(new RegExp(`${key}: '\\$\\{${key}:\\?`));
    }
  });
});
