import express from 'express';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { PRERENDERED_DIR, prerenderedPages } from './prerendered-pages';

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

describe('prerenderedPages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'web-'));
  const pagesDir = join(dir, PRERENDERED_DIR);
  const page = (name: string) => `<!doctype html><title>${name}</title>`;
  mkdirSync(join(pagesDir, 'en'), { recursive: true });
  mkdirSync(join(pagesDir, 'ta'), { recursive: true });
  writeFileSync(join(pagesDir, 'en/index.html'), page('home en'));
  writeFileSync(join(pagesDir, 'en/index.html.br'), brotliCompressSync(page('home en')));
  writeFileSync(join(pagesDir, 'ta/index.html'), page('home ta'));
  writeFileSync(join(pagesDir, 'en/weekly-events.html'), page('weekly en'));
  writeFileSync(join(pagesDir, 'ta/weekly-events.html'), page('weekly ta'));
  writeFileSync(
    join(pagesDir, 'pages.json'),
    JSON.stringify({
      defaultLanguage: 'en',
      pages: {
        '/': { en: 'en/index.html', ta: 'ta/index.html' },
        '/weekly-events': { en: 'en/weekly-events.html', ta: 'ta/weekly-events.html' },
      },
    }),
  );

  const app = express();
  app.use(prerenderedPages(dir));
  app.use((_req, res) => res.status(200).send('spa'));
  let server: Server;

  // node:http, because fetch and supertest undo the encoding.
  const fetchRaw = (path: string, acceptEncoding = 'identity', cookie?: string) =>
    new Promise<Raw>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const headers = { 'Accept-Encoding': acceptEncoding, ...(cookie && { Cookie: cookie }) };
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });

  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a prerendered page as HTML that is never cached without asking', async () => {
    const response = await fetchRaw('/weekly-events');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toBe(page('weekly en'));
    expect((await fetchRaw('/weekly-events/')).body.toString()).toBe(page('weekly en'));
  });

  it('picks the language of ?lang=, and the default language for a missing or unknown one', async () => {
    expect((await fetchRaw('/weekly-events?lang=ta')).body.toString()).toBe(page('weekly ta'));
    expect((await fetchRaw('/?lang=ta')).body.toString()).toBe(page('home ta'));
    expect((await fetchRaw('/?lang=fr')).body.toString()).toBe(page('home en'));
  });

  it('picks the stored choice (the lang cookie) when the address names no language', async () => {
    expect((await fetchRaw('/', 'identity', 'other=1; lang=ta')).body.toString()).toBe(page('home ta'));
    expect((await fetchRaw('/weekly-events', 'identity', 'lang=ta')).body.toString()).toBe(page('weekly ta'));
    // The address wins over the cookie; an unknown value is ignored.
    expect((await fetchRaw('/?lang=en', 'identity', 'lang=ta')).body.toString()).toBe(page('home en'));
    expect((await fetchRaw('/', 'identity', 'lang=fr')).body.toString()).toBe(page('home en'));
    // A shared cache must not hand one visitor's language to another.
    expect((await fetchRaw('/', 'identity', 'lang=ta')).headers.vary).toMatch(/Cookie/);
  });

  it('sends the brotli copy to a browser that accepts it', async () => {
    const response = await fetchRaw('/', 'gzip, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(response.body).toString()).toBe(page('home en'));
  });

  it('leaves other paths, and a build without prerendered pages, to the SPA fallback', async () => {
    expect((await fetchRaw('/admin/login')).body.toString()).toBe('spa');
    const bare = express();
    bare.use(prerenderedPages(join(dir, 'missing')));
    bare.use((_req, res) => res.send('spa'));
    const other = await new Promise<Server>((resolve) => {
      const listening = bare.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const { port } = other.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('spa');
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
