import { connect, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { validationMessages, type ErrorBody } from '@eventdesk/contracts';
import { request, startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';

// A nats-server is spawned and the gateway boots: explicit, generous timeouts.
jest.setTimeout(20_000);

/** One request over a plain socket, for bytes fetch would refuse to send; resolves with everything the server wrote. */
function rawHttp(port: number, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write(payload));
    let received = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error('raw HTTP request timed out')));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

const validBody = {
  fullName: 'Priya Raman',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  type: 'individual',
  package: 'gold',
};

function postRegistration<T = ErrorBody>(
  baseUrl: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return request<T>(`${baseUrl}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('gateway HTTP edge: bad input, errors, headers, health (real gateway; services are exercised end to end in apps/gateway-e2e)', () => {
  let nats: PrivateNats;
  let gateway: GatewayTestApp;
  /** Sees every message on the private NATS, so a test can tell whether the gateway called a service. */
  let spy: NatsConnection;
  const rpcSubjects: string[] = [];

  beforeAll(async () => {
    nats = await startPrivateNats();
    spy = await connect({ servers: nats.url, name: 'test-spy' });
    const subscription = spy.subscribe('registration.>');
    void (async () => {
      for await (const message of subscription) {
        rpcSubjects.push(message.subject);
      }
    })();
    await spy.flush();

    gateway = await startGatewayApp({ NATS_URL: nats.url, BODY_LIMIT: '100kb' });
  }, 40_000);

  afterAll(async () => {
    await gateway?.close();
    await spy?.close();
    await nats?.stop();
  }, 30_000);

  beforeEach(() => {
    rpcSubjects.length = 0;
  });

  /** Lets any message the gateway may have sent reach the spy. */
  async function settledRpcSubjects(): Promise<string[]> {
    await spy.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    return [...rpcSubjects];
  }

  describe('POST /api/registrations with bad input', () => {
    it('answers 400 JSON with a message for malformed JSON', async () => {
      for (const body of ['{"fullName": "Priya",', '{fullName: Priya}', 'not json at all']) {
        const response = await postRegistration(gateway.url, body);
        expect(response.status).toBe(400);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        expect(response.body).toEqual({ message: expect.any(String) });
        expect(response.body.message.length).toBeGreaterThan(0);
      }
      expect(await settledRpcSubjects()).toEqual([]);
    });

    it('answers 400 naming the field for a wrong type', async () => {
      const response = await postRegistration(gateway.url, JSON.stringify({ ...validBody, fullName: 5 }));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.errors).toEqual([{ path: 'fullName', message: expect.any(String) }]);
      expect(response.body.message).toContain('fullName');
      expect(await settledRpcSubjects()).toEqual([]);
    });

    it('answers 400 listing each missing field as required', async () => {
      const response = await postRegistration(gateway.url, JSON.stringify({}));
      expect(response.status).toBe(400);
      const required = validationMessages.en['validation.required'];
      expect(required).toBe('This field is required');
      expect(response.body.errors).toEqual(
        expect.arrayContaining(
          ['fullName', 'email', 'phone', 'package'].map((path) => ({ path, message: required })),
        ),
      );
      // Only the fields that have no default are reported.
      expect(response.body.errors?.map((error) => error.path).sort()).toEqual([
        'email',
        'fullName',
        'package',
        'phone',
      ]);
    });

    it('answers 400 for an unknown package with the catalog message', async () => {
      const response = await postRegistration(
        gateway.url,
        JSON.stringify({ ...validBody, package: 'platinum' }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ path: 'package', message: 'Choose a package' }]);
    });

    it('applies the conditional rules: business needs a business name, a friend reference needs a name', async () => {
      const business = await postRegistration(
        gateway.url,
        JSON.stringify({ ...validBody, type: 'business' }),
      );
      expect(business.status).toBe(400);
      expect(business.body.errors).toEqual([{ path: 'businessName', message: 'Business name required' }]);

      const friend = await postRegistration(
        gateway.url,
        JSON.stringify({ ...validBody, referenceType: 'friend' }),
      );
      expect(friend.status).toBe(400);
      expect(friend.body.errors).toEqual([{ path: 'referredBy', message: "Enter friend's name" }]);
      expect(await settledRpcSubjects()).toEqual([]);
    });

    it('answers in Tamil for Accept-Language: ta', async () => {
      const ta = validationMessages.ta;
      const missing = await postRegistration(gateway.url, JSON.stringify({}), { 'accept-language': 'ta' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual(
        expect.arrayContaining([{ path: 'fullName', message: ta['validation.required'] }]),
      );
      expect(ta['validation.required']).not.toBe(validationMessages.en['validation.required']);

      const business = await postRegistration(
        gateway.url,
        JSON.stringify({ ...validBody, type: 'business' }),
        { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' },
      );
      expect(business.body.errors).toEqual([
        { path: 'businessName', message: ta['validation.businessName.required'] },
      ]);

      const shortName = await postRegistration(
        gateway.url,
        JSON.stringify({ ...validBody, fullName: 'P', email: 'nope' }),
        { 'accept-language': 'ta' },
      );
      expect(shortName.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'fullName', message: ta['validation.fullName.min'] },
          { path: 'email', message: ta['validation.email.invalid'] },
        ]),
      );

      // Anything else is English.
      const english = await postRegistration(
        gateway.url,
        JSON.stringify({ ...validBody, type: 'business' }),
        { 'accept-language': 'fr-FR' },
      );
      expect(english.body.errors).toEqual([{ path: 'businessName', message: 'Business name required' }]);
    });

    it('answers 413 JSON for a body over BODY_LIMIT (100kb)', async () => {
      const response = await postRegistration(
        gateway.url,
        JSON.stringify({ ...validBody, fullName: 'x'.repeat(200_000) }),
      );
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
      expect(await settledRpcSubjects()).toEqual([]);
    });

    it('accepts a body just under BODY_LIMIT as far as validation (then rejects the too-long name)', async () => {
      const response = await postRegistration(
        gateway.url,
        JSON.stringify({ ...validBody, fullName: 'x'.repeat(90_000) }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ path: 'fullName', message: 'This text is too long' }]);
    });
  });

  describe('routing', () => {
    it('answers 404 JSON for an unknown /api route (not the web app)', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const response = await request(`${gateway.url}/api/does-not-exist`, { method });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        expect(response.body).toEqual({ message: expect.stringContaining('/api/does-not-exist') });
      }
    });

    it('serves the web app for client-side routes outside /api', async () => {
      const response = await request(`${gateway.url}/payment/AbC123`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.body).toContain('eventdesk test');
    });

    it.each([
      '1',
      '42',
      String(Number.MAX_SAFE_INTEGER),
      'short-ref',
      'A'.repeat(21),
      'A'.repeat(23),
      'AAAAAAAAAAAAAAAAAAAAA%2E',
    ])(
      'answers 404 "Registration not found" for GET /api/registrations/%s without calling any service',
      async (ref) => {
        const response = await request(`${gateway.url}/api/registrations/${ref}`);
        expect(response.status).toBe(404);
        // The one 404 shape of every path parameter that cannot match (PublicRefPipe, IntIdPipe).
        expect(response.body).toEqual({ message: 'Registration not found', code: 'NOT_FOUND' });
        expect(await settledRpcSubjects()).toEqual([]);
      },
    );
  });

  describe('headers', () => {
    it('gives every response a correlation id, a new one per request', async () => {
      const first = await request(`${gateway.url}/health/live`);
      const second = await request(`${gateway.url}/api/registrations/1`);
      const firstId = first.headers.get('x-correlation-id');
      const secondId = second.headers.get('x-correlation-id');
      expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
      expect(secondId).toMatch(/^[0-9a-f-]{36}$/);
      expect(firstId).not.toBe(secondId);
    });

    it('echoes a sane incoming correlation id', async () => {
      for (const id of ['req-123', 'web:2026-11-22T10:00:00.000Z', 'a.b_c-d', randomUUID()]) {
        const response = await request(`${gateway.url}/health/live`, { headers: { 'x-correlation-id': id } });
        expect(response.headers.get('x-correlation-id')).toBe(id);
      }
    });

    it.each([
      ['500 characters', 'a'.repeat(500)],
      ['spaces', 'abc def'],
      ['a log-injection attempt', 'abc" level=fatal msg="forged'],
      ['markup', '<script>alert(1)</script>'],
      ['non-ASCII', 'id-\u00e9\u00e8'],
      ['a tab', 'abc\tdef'],
    ])('replaces a malicious incoming correlation id (%s)', async (_label, id) => {
      const response = await request(`${gateway.url}/health/live`, { headers: { 'x-correlation-id': id } });
      const returned = response.headers.get('x-correlation-id');
      expect(returned).not.toBe(id);
      expect(returned).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('never lets a CR/LF in the correlation header reach a response header', async () => {
      const port = Number(new URL(gateway.url).port);
      const send = (correlationHeader: string) =>
        rawHttp(
          port,
          `GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Correlation-Id: ${correlationHeader}\r\nConnection: close\r\n\r\n`,
        ).then((raw) => raw.split('\r\n\r\n')[0].split('\r\n'));

      // A line break ends the header: the rest is just another request header, never echoed as a response header.
      const split = await send('abc\r\nSet-Cookie: session=evil');
      expect(split[0]).toBe('HTTP/1.1 200 OK');
      expect(split).toContain('x-correlation-id: abc');
      expect(split.some((line) => /^set-cookie:/i.test(line))).toBe(false);

      // A folded (multi-line) value is refused by Node's parser before the app sees it.
      const folded = await send('abc\r\n def');
      expect(folded[0]).toMatch(/^HTTP\/1\.1 400 /);
      expect(folded.some((line) => line.includes('def'))).toBe(false);
    });

    it('sets the helmet security headers on API, health and error responses', async () => {
      for (const path of ['/api/registrations/1', '/health/live', '/api/does-not-exist']) {
        const response = await request(`${gateway.url}${path}`);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com");
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(response.headers.get('x-powered-by')).toBeNull();
      }
    });
  });

  describe('health', () => {
    it('GET /health/live answers 200 {status: ok}', async () => {
      const response = await request(`${gateway.url}/health/live`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
    });

    it('GET /health/ready answers 200 with the database and Redis up', async () => {
      const response = await request(`${gateway.url}/health/ready`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'ok',
        info: { database: { status: 'up' }, redis: { status: 'up' } },
      });
    });

    it('is not under /api', async () => {
      expect((await request(`${gateway.url}/api/health/live`)).status).toBe(404);
    });
  });
});
