/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY, ApiError, createApiClient, type ApiClient } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

type Seen = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

let server: Server;
let client: ApiClient;
let seen: Seen;

// A real HTTP server: the assertions read what the client actually put on the wire.
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      if (req.url === '/api/missing') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"x"}');
      } else if (req.url === '/api/broken') {
        res.writeHead(500).end();
      } else if (req.url === '/api/invalid') {
        res.writeHead(400, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            message: 'Invalid',
            code: 'VALIDATION_FAILED',
            errors: [{ path: 'email', message: 'validation.email.invalid' }],
          }),
        );
      } else if (req.url === '/api/empty') {
        res.writeHead(204).end();
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  seen = { headers: {}, body: '' };
});

describe('api client', () => {
  it('returns the parsed JSON body', async () => {
    await expect(client.get('/registrations/abc')).resolves.toEqual({ ok: true });
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/api/registrations/abc');
  });

  it('returns undefined for 204', async () => {
    await expect(client.delete('/empty')).resolves.toBeUndefined();
  });

  it('throws "<status>: <body text>" on a non-ok answer', async () => {
    const error = await client.get('/missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"x"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual({ message: 'x' });
  });

  it('falls back to the status text when the error body is empty', async () => {
    await expect(client.get('/broken')).rejects.toThrow('500: Internal Server Error');
  });

  it('exposes the field errors of the error envelope', async () => {
    const error = (await client.post('/invalid', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.body?.code).toBe('VALIDATION_FAILED');
    expect(error.body?.errors).toEqual([{ path: 'email', message: 'validation.email.invalid' }]);
  });

  it('sends JSON with a JSON content type only when there is a body', async () => {
    await client.post('/registrations', { fullName: 'Anu' });
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ fullName: 'Anu' });

    await client.get('/registrations/abc');
    expect(seen.headers['content-type']).toBeUndefined();

    await client.post('/payments/abc/confirm');
    expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.body).toBe('');
  });

  it('passes FormData through as multipart', async () => {
    // jsdom's FormData is foreign to Node's fetch; vitest converts it only inside its Request wrapper.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => realFetch(new Request(input, init)));
    const form = new FormData();
    form.append('note', 'receipt');
    await client.post('/payments/abc/proof', form);
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('receipt');
  });

  it('sends the admin bearer token only when one is stored', async () => {
    await client.get('/registrations');
    expect(seen.headers.authorization).toBeUndefined();

    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'token-1');
    await client.get('/registrations');
    expect(seen.headers.authorization).toBe('Bearer token-1');
  });

  it('sends the current language as Accept-Language', async () => {
    await client.get('/registrations');
    expect(seen.headers['accept-language']).toBe('en');

    await i18n.changeLanguage('ta');
    await client.get('/registrations');
    expect(seen.headers['accept-language']).toBe('ta');
  });
});
