import express from 'express';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompressedAssets } from './precompressed-assets';

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

describe('precompressedAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'));
  const source = 'console.log("hello");'.repeat(100);
  writeFileSync(join(dir, 'app.js'), source);
  writeFileSync(join(dir, 'app.js.br'), brotliCompressSync(source));
  writeFileSync(join(dir, 'app.js.gz'), gzipSync(source));
  writeFileSync(join(dir, 'plain.css'), 'body{}');

  const app = express();
  const middleware = precompressedAssets(dir);
  app.use('/assets', middleware);
  app.use('/assets', express.static(dir));
  let server: Server;

  // node:http, because fetch and supertest undo the encoding this test is about.
  const fetchRaw = (path: string, acceptEncoding: string) =>
    new Promise<Raw>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
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

  it('sends the brotli copy, typed as the original file, to a browser that accepts br', async () => {
    const response = await fetchRaw('/assets/app.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(source);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await fetchRaw('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(source);

    const plain = await fetchRaw('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
  });

  it('leaves files without a compressed copy to the plain files, and refuses paths outside the folder', async () => {
    const css = await fetchRaw('/assets/plain.css', 'br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body{}');

    const escape = await fetchRaw('/assets/..%2F..%2Fetc%2Fpasswd', 'br');
    expect(escape.status).toBe(404);
  });

  it('answers 404 for unknown assets and remembers nothing about them, however many are asked for', async () => {
    expect(middleware.assetCount()).toBe(4);
    const padding = 'x'.repeat(1000);
    for (let batch = 0; batch < 20; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          fetchRaw(`/assets/${padding}-${batch}-${i}.js`, i % 2 ? 'br' : 'identity'),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(100).fill(404));
    }
    expect(middleware.assetCount()).toBe(4);
    // The honest asset next to the attack is still served, compressed.
    const asset = await fetchRaw('/assets/app.js', 'br');
    expect(asset.status).toBe(200);
    expect(brotliDecompressSync(asset.body).toString()).toBe(source);
  });
});
