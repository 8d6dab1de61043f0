import { Client } from 'pg';
import { request, startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { startRpcStandIn } from '../../test/rpc-stand-in';
import { registrationPatterns } from '@eventdesk/contracts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableMessage } from './unavailable';

jest.setTimeout(30_000);

const REF = 'AbCdEfGhIjKlMnOpQrStUv';

/** The error a service's database call really throws while PostgreSQL is down (nothing listens on port 1). */
async function realDatabaseOutage(): Promise<Error> {
  const client = new Client({
    connectionString: 'postgres://postgres@127.0.0.1:1/eventdesk',
    connectionTimeoutMillis: 1000,
  });
  return client.connect().then(
    () => new Error('expected the connection to fail'),
    (error: Error) => error,
  );
}

/**
 * Issue 13: while PostgreSQL, Redis or NATS is away, requests get 503 with Retry-After and a message in the
 * visitor's language, never a 500; a real bug stays a 500.
 */
describe('outages answer 503 (real gateway on a private NATS)', () => {
  let nats: PrivateNats;
  let gateway: GatewayTestApp;

  beforeAll(async () => {
    nats = await startPrivateNats();
    gateway = await startGatewayApp({ NATS_URL: nats.url, RPC_TIMEOUT_MS: 1000 });
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await nats?.stop();
  }, 30_000);

  const getRegistration = (language = 'en') =>
    request(`${gateway.url}/api/registrations/${REF}`, { headers: { 'accept-language': language } });

  it("a service whose database is down: 503, Retry-After, the visitor's language", async () => {
    const outage = await realDatabaseOutage();
    const standIn = await startRpcStandIn(nats.url, {
      [registrationPatterns.getByRef]: () => {
        throw outage;
      },
    });
    try {
      const tamil = await getRegistration('ta');
      expect(tamil.status).toBe(503);
      expect(tamil.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(tamil.body).toEqual({ message: unavailableMessage('ta'), code: 'SERVICE_UNAVAILABLE' });
      expect((await getRegistration('en')).body).toEqual({
        message: unavailableMessage('en'),
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await standIn.close();
    }
  });

  it('a bug in a service stays a 500 with an error id', async () => {
    const standIn = await startRpcStandIn(nats.url, {
      [registrationPatterns.getByRef]: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'ref')");
      },
    });
    try {
      const response = await getRegistration();
      expect(response.status).toBe(500);
      expect(response.headers.get('retry-after')).toBeNull();
      expect(response.body).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await standIn.close();
    }
  });

  it('no service listening (no responders) and a service that does not answer in time: 503', async () => {
    const noResponders = await getRegistration();
    expect([noResponders.status, noResponders.headers.get('retry-after')]).toEqual([503, '5']);
    const silent = await startRpcStandIn(nats.url, {
      [registrationPatterns.getByRef]: () => new Promise(() => undefined),
    });
    try {
      const timedOut = await getRegistration('ta');
      expect(timedOut.status).toBe(503);
      expect(timedOut.body).toEqual({ message: unavailableMessage('ta'), code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await silent.close();
    }
  });

  it('NATS itself stopped: 503', async () => {
    await nats.stop();
    const during = await getRegistration();
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
