import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request, startGatewayApp, TEST_ASSET, type GatewayTestApp } from '../../test/gateway-app';

describe('web app: client routes answer 200, any other path 404 with the same page', () => {
  let gateway: GatewayTestApp;
  let indexHtml: string;

  beforeAll(async () => {
    gateway = await startGatewayApp();
    indexHtml = await readFile(join(gateway.env.WEB_DIST_DIR, 'index.html'), 'utf8');
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it.each(['/', '/events', '/events/', '/EVENTS', '/payment/AbC123', '/admin/pitches/7', '/events?lang=ta'])(
    'answers %s with 200 and index.html',
    async (path) => {
      const response = await request(`${gateway.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it.each(['/no-such-page', '/payment', '/payment/AbC123/extra', '/admin/unknown', '/favicon.png'])(
    'answers %s with 404 and the same index.html, whose router shows the 404 page',
    async (path) => {
      const response = await request(`${gateway.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('answers HEAD of an unknown path with 404 too', async () => {
    expect((await fetch(`${gateway.url}/no-such-page`, { method: 'HEAD' })).status).toBe(404);
    expect((await fetch(`${gateway.url}/events`, { method: 'HEAD' })).status).toBe(200);
  });

  it('keeps an unknown /api path a JSON 404', async () => {
    const response = await request(`${gateway.url}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: expect.stringContaining('/api/no-such-endpoint') });
  });

  it('serves assets as before: the file, cached for a year; a missing one is a 404, not the page', async () => {
    const asset = await request(`${gateway.url}/assets/${TEST_ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("eventdesk test");');
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000/);

    const missing = await request(`${gateway.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.body).not.toBe(indexHtml);
  });
});
