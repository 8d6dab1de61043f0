/**
 * The variables k8s/ and docker-compose.yml give each app, held against the app's own env schema: nothing set that
 * the app does not read (a misspelt or renamed variable is silently ignored otherwise), nothing required left
 * unset, and with the blanks filled as an operator would, every app passes its production checks. With the
 * examples' placeholders (or nothing) instead, the deployment refuses to start and names what to set.
 */
import { parseEnv } from '@eventdesk/server-kit';
import { APP_ENV_SCHEMAS, readVariables, requiredVariables } from './app-env-schemas';
import {
  APP_NAMES,
  appContainer,
  composeEnvExample,
  composeRaw,
  configMapData,
  environmentOf,
  envSources,
  interpolate,
  k8sEnvironment,
  MissingComposeVariable,
  requiredComposeVariables,
  secretTemplate,
  type AppName,
} from './deploy-files';
import { filledComposeEnv, filledConfigPlaceholders, filledSecret, freshSecret } from './filled-env';

const startsWith = (app: AppName, env: Record<string, string>) => parseEnv(APP_ENV_SCHEMAS[app], env);

/** The error compose would stop with, given these variables (undefined: it would start). */
function composeRefusal(variables: Record<string, string>): MissingComposeVariable | undefined {
  try {
    interpolate(composeRaw, variables);
    return undefined;
  } catch (error) {
    if (error instanceof MissingComposeVariable) {
      return error;
    }
    throw error;
  }
}

describe('k8s: what each Deployment sets is what the app reads', () => {
  it('every key of the shared ConfigMap is read by at least one app', () => {
    const readByAny = new Set(APP_NAMES.flatMap((app) => [...readVariables(app)]));
    expect(Object.keys(configMapData()).filter((key) => !readByAny.has(key))).toEqual([]);
  });

  it.each(APP_NAMES)('%s reads every variable its own Deployment sets', (app) => {
    const read = readVariables(app);
    const own = (appContainer(app).env ?? []).map((variable) => variable.name);
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((name) => !read.has(name))).toEqual([]);
  });

  it.each(APP_NAMES)(
    '%s is given every variable its schema requires (from the ConfigMap or the Secret)',
    (app) => {
      const sources = envSources(appContainer(app));
      expect(requiredVariables(app).filter((name) => !sources.has(name))).toEqual([]);
    },
  );

  it.each(APP_NAMES)(
    '%s starts in production once the Secret and the ConfigMap placeholders are filled',
    (app) => {
      const env = k8sEnvironment(appContainer(app), filledSecret(), filledConfigPlaceholders());
      expect(startsWith(app, env)).toMatchObject({ NODE_ENV: 'production' });
    },
  );

  it('refuses to start with the Secret template as it is, naming the variable', () => {
    const template = Object.fromEntries(
      Object.entries({ ...secretTemplate().stringData }).map(([key, value]) => [key, String(value)]),
    );
    const refusal = (app: AppName) => () => startsWith(app, k8sEnvironment(appContainer(app), template));
    expect(refusal('gateway')).toThrow(/JWT_SECRET: is a published development value/);
    expect(refusal('attendance-service')).toThrow(/TICKET_SIGNING_SECRET: is a published development value/);
    expect(refusal('payment-service')).toThrow(
      /CCAVENUE_MERCHANT_ID: is a development or sandbox value.*CCAVENUE_ACCESS_CODE.*CCAVENUE_WORKING_KEY/,
    );
  });
});

describe('docker compose: stops until compose.env is filled, then every app starts in production', () => {
  const required = requiredComposeVariables();

  it('stops with no variables set, with a message naming every variable to set', () => {
    expect([...required.keys()].sort()).toEqual(
      [
        'JWT_SECRET',
        'NATS_PASSWORD',
        'PAYMENT_PROVIDER',
        'POSTGRES_PASSWORD',
        'PUBLIC_BASE_URL',
        'REDIS_PASSWORD',
        'TICKET_SIGNING_SECRET',
      ].sort(),
    );
    const refusal = composeRefusal({});
    expect(refusal).toBeInstanceOf(MissingComposeVariable);
    // Whichever variable compose meets first, its message names all of them and where to set them.
    for (const [name, hints] of required) {
      for (const hint of hints) {
        for (const other of required.keys()) {
          expect([name, hint]).toEqual([name, expect.stringContaining(other)]);
        }
        expect(hint).toContain('compose.env');
      }
    }
  });

  it('stops while any one of them is empty, naming it', () => {
    for (const name of required.keys()) {
      expect(composeRefusal({ ...filledComposeEnv(), [name]: '' })?.variable).toBe(name);
    }
    expect(composeRefusal(filledComposeEnv())).toBeUndefined();
  });

  it('compose.env.example lists every required variable, with no value to copy', () => {
    const example = composeEnvExample();
    for (const name of required.keys()) {
      expect([name, example[name]]).toEqual([name, '']);
    }
  });

  it('every variable compose gives all apps (x-app-env) is read by at least one app', () => {
    const readByAny = new Set(APP_NAMES.flatMap((app) => [...readVariables(app)]));
    const shared = Object.keys(composeRaw['x-app-env'] ?? {});
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter((key) => !readByAny.has(key))).toEqual([]);
  });

  it.each(APP_NAMES)('%s reads every variable compose sets for it alone', (app) => {
    const shared = new Set(Object.keys(composeRaw['x-app-env'] ?? {}));
    const read = readVariables(app);
    const own = Object.keys(environmentOf(composeRaw.services[app])).filter((key) => !shared.has(key));
    expect(own.filter((name) => !read.has(name))).toEqual([]);
  });

  it.each(APP_NAMES)('%s is given every variable its schema requires', (app) => {
    const env = environmentOf(composeRaw.services[app]);
    expect(requiredVariables(app).filter((name) => env[name] === undefined)).toEqual([]);
  });

  it.each(APP_NAMES)('%s starts in production with compose.env.example filled for a try-out', (app) => {
    const env = environmentOf(interpolate(composeRaw, filledComposeEnv()).services[app]);
    expect(startsWith(app, env)).toMatchObject({ NODE_ENV: 'production' });
  });

  it('with ccavenue, payment-service refuses to start until the card credentials are set', () => {
    const live = {
      ...filledComposeEnv(),
      PUBLIC_BASE_URL: 'https://tickets.example.com',
      ALLOW_LOCAL_BASE_URL: 'false',
      PAYMENT_PROVIDER: 'ccavenue',
      ALLOW_TEST_PAYMENTS: 'false',
    };
    const payment = (variables: Record<string, string>) =>
      environmentOf(interpolate(composeRaw, variables).services['payment-service']);
    expect(() => startsWith('payment-service', payment(live))).toThrow(
      /CCAVENUE_MERCHANT_ID: is required in production.*CCAVENUE_ACCESS_CODE.*CCAVENUE_WORKING_KEY/,
    );
    const credentials = {
      CCAVENUE_MERCHANT_ID: '2345678',
      CCAVENUE_ACCESS_CODE: `AV${freshSecret().slice(0, 18).toUpperCase()}`,
      CCAVENUE_WORKING_KEY: freshSecret().slice(0, 32).toUpperCase(),
    };
    expect(startsWith('payment-service', payment({ ...live, ...credentials }))).toMatchObject({
      PAYMENT_PROVIDER: 'ccavenue',
    });
  });

  it('refuses the localhost try-out address unless ALLOW_LOCAL_BASE_URL=true', () => {
    const env = environmentOf(
      interpolate(composeRaw, { ...filledComposeEnv(), ALLOW_LOCAL_BASE_URL: 'false' }).services.gateway,
    );
    expect(() => startsWith('gateway', env)).toThrow(
      /PUBLIC_BASE_URL: must be the public address in production/,
    );
  });
});
