import { createHmac } from 'node:crypto';
import {
  leadsPatterns,
  META_WEBHOOK_MAX_BYTES,
  storeMetaWebhookCommand,
  type ErrorBody,
  type StoreMetaWebhookCommand,
} from '@eventdesk/contracts';
import { request, startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { StandInError, startRpcStandIn, type RpcStandIn } from '../../test/rpc-stand-in';
import { WEBHOOK_BAD_SIGNATURE, WEBHOOK_NOT_CONFIGURED } from './meta-webhook.controller';

jest.setTimeout(30_000);

const APP_SECRET = 'test-app-secret-0123456789abcdef';
const VERIFY_TOKEN = 'verify-me-please';

const sign = (body: Buffer | string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Meta's notification: a page with leadgen changes (and, here, one change of another field). */
function notification(leadgenIds: string[]): string {
  return JSON.stringify({
    object: 'page',
    entry: [
      {
        id: '1111',
        time: 1_760_000_000,
        changes: [
          ...leadgenIds.map((id) => ({
            field: 'leadgen',
            value: { leadgen_id: id, page_id: '1111', form_id: '2222', created_time: 1_760_000_000 },
          })),
          { field: 'feed', value: { item: 'status' } },
          { field: 'leadgen', value: { leadgen_id: 'not-an-id' } },
        ],
      },
    ],
  });
}

describe('Meta leadgen webhook (leads-service stood in on a private NATS)', () => {
  let nats: PrivateNats;
  let service: RpcStandIn;
  let gateway: GatewayTestApp;
  let failNext: string | null = null;

  beforeAll(async () => {
    nats = await startPrivateNats();
    service = await startRpcStandIn(nats.url, {
      [leadsPatterns.storeWebhook]: (data) => {
        if (failNext) {
          const code = failNext;
          failNext = null;
          throw new StandInError(code, 'stand-in refused');
        }
        const command = storeMetaWebhookCommand.parse(data);
        return { stored: command.notifications.length, duplicates: 0 };
      },
    });
    gateway = await startGatewayApp({
      NATS_URL: nats.url,
      META_APP_SECRET: APP_SECRET,
      META_WEBHOOK_VERIFY_TOKEN: VERIFY_TOKEN,
      RPC_TIMEOUT_MS: 1000,
    });
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await nats?.stop();
  }, 30_000);
  beforeEach(() => {
    service.calls.length = 0;
  });

  const url = () => `${gateway.url}/api/webhooks/meta-leads`;
  const post = (body: Buffer | string, signature?: string, baseUrl = url()) =>
    request<ErrorBody & { stored?: number }>(baseUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature && { 'x-hub-signature-256': signature }) },
      body,
    });

  describe('GET (subscription check)', () => {
    it('echoes hub.challenge as text when the verify token matches', async () => {
      const response = await fetch(
        `${url()}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('1158201444');
    });

    it.each([
      `hub.mode=subscribe&hub.verify_token=wrong-token&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}x&hub.challenge=1`,
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      `hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.challenge=1`,
    ])('refuses %s with 403', async (query) => {
      const response = await fetch(`${url()}?${query}`);
      expect(response.status).toBe(403);
    });
  });

  describe('POST (notifications)', () => {
    it('stores a genuinely signed notification, then answers 200', async () => {
      const body = notification(['444444444444', '555555555555']);
      const response = await post(body, sign(body));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ stored: 2, duplicates: 0 });
      const [sent] = service.calls.map((c) => c.data as StoreMetaWebhookCommand);
      expect(sent?.notifications).toEqual([
        { leadgen_id: '444444444444', page_id: '1111', form_id: '2222', created_time: 1_760_000_000 },
        { leadgen_id: '555555555555', page_id: '1111', form_id: '2222', created_time: 1_760_000_000 },
      ]);
      expect(Number.isNaN(Date.parse(sent?.receivedAt ?? ''))).toBe(false);
    });

    it('checks the signature over the exact bytes received (whitespace and key order included)', async () => {
      const body = `  ${notification(['666666666666'])}\n`;
      expect((await post(body, sign(body))).status).toBe(200);
      expect((await post(body, sign(body.trim()))).status).toBe(401);
    });

    it.each([
      ['no signature', undefined],
      ['another secret', sign(notification(['777777777777']), 'someone-elses-secret')],
      ['a malformed header', 'sha1=abcdef'],
      ['a truncated digest', sign(notification(['777777777777'])).slice(0, 40)],
    ])('refuses a body with %s (401) and stores nothing', async (_, signature) => {
      const response = await post(notification(['777777777777']), signature);
      expect([response.status, response.body.message]).toEqual([401, WEBHOOK_BAD_SIGNATURE]);
      expect(service.calls).toEqual([]);
    });

    it('refuses a body over 64 kB with 413 before reading it, even when signed', async () => {
      const ids = Array.from({ length: 1200 }, (_, i) => String(100_000_000_000 + i));
      const body = notification(ids);
      expect(Buffer.byteLength(body)).toBeGreaterThan(META_WEBHOOK_MAX_BYTES);
      const response = await post(body, sign(body));
      expect(response.status).toBe(413);
      expect(service.calls).toEqual([]);
    });

    it('answers 400 for a signed body that is not a notification, and 200 with nothing to store for no leadgen', async () => {
      const garbage = 'not json';
      expect((await post(garbage, sign(garbage))).status).toBe(400);
      const other = JSON.stringify({ object: 'page', entry: [{ changes: [{ field: 'feed', value: {} }] }] });
      const response = await post(other, sign(other));
      expect([response.status, response.body]).toEqual([200, { stored: 0, duplicates: 0 }]);
      expect(service.calls).toEqual([]);
    });

    it('answers 5xx when leads-service fails or does not answer, so Meta retries', async () => {
      const body = notification(['888888888888']);
      failNext = 'INTERNAL';
      expect((await post(body, sign(body))).status).toBe(500);

      const silentNats = await startPrivateNats();
      const cut = await startGatewayApp({
        NATS_URL: silentNats.url,
        META_APP_SECRET: APP_SECRET,
        RPC_TIMEOUT_MS: 500,
      });
      try {
        const response = await post(body, sign(body), `${cut.url}/api/webhooks/meta-leads`);
        expect(response.status).toBe(503);
      } finally {
        await cut.close();
        await silentNats.stop();
      }
    });
  });

  it('without META_APP_SECRET answers 503 and never accepts a body; calls are rate limited', async () => {
    const unconfigured = await startGatewayApp({ NATS_URL: nats.url, WEBHOOK_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const webhook = `${unconfigured.url}/api/webhooks/meta-leads`;
      const body = notification(['999999999999']);
      const first = await post(body, sign(body), webhook);
      expect([first.status, first.body.message]).toEqual([503, WEBHOOK_NOT_CONFIGURED]);
      expect((await fetch(`${webhook}?hub.mode=subscribe&hub.verify_token=&hub.challenge=1`)).status).toBe(
        403,
      );
      expect((await post(body, sign(body), webhook)).status).toBe(503);
      expect((await post(body, sign(body), webhook)).status).toBe(503);
      // Counted per address and route: the fourth POST within the minute is refused before anything is read.
      expect((await post(body, sign(body), webhook)).status).toBe(429);
      expect(service.calls).toEqual([]);
    } finally {
      await unconfigured.close();
    }
  });
});
