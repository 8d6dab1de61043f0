import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';

/** The API's map, committed so a change to the API shows in review; `npm run openapi` writes it again. */
const COMMITTED_DOCUMENT = resolve(__dirname, '../../openapi.json');
const UPDATE = process.env.UPDATE_OPENAPI === '1';

jest.setTimeout(30_000);

describe('apps/gateway/openapi.json', () => {
  let gateway: GatewayTestApp;

  beforeAll(async () => {
    gateway = await startGatewayApp();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('is the document the gateway serves at /api/docs/openapi.json', async () => {
    const response = await fetch(`${gateway.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    const served = (await response.json()) as Record<string, unknown>;
    if (UPDATE) {
      await writeFile(COMMITTED_DOCUMENT, `${JSON.stringify(served, null, 2)}\n`);
    }
    const committed = JSON.parse(await readFile(COMMITTED_DOCUMENT, 'utf8')) as Record<string, unknown>;
    // A difference means the API changed without its document: run `npm run openapi` and commit the file.
    expect(committed).toEqual(served);
    expect(Object.keys(served.paths as object).length).toBeGreaterThan(50);
  });
});
