import { startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';

/** A production gateway (public address, own secret): the API's map is served only when API_DOCS=true. */
describe('/api/docs in production', () => {
  const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://tickets.example.com' } as const;
  let gateways: GatewayTestApp[] = [];

  afterEach(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    gateways = [];
  });

  it('is not served without API_DOCS', async () => {
    const gateway = await startGatewayApp(production);
    gateways.push(gateway);
    expect((await fetch(`${gateway.url}/api/docs/openapi.json`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/api/docs`)).status).toBe(404);
    // The rest of the API answers as usual next to it.
    expect((await fetch(`${gateway.url}/health/live`)).status).toBe(200);
  });

  it('is served with API_DOCS=true', async () => {
    const gateway = await startGatewayApp({ ...production, API_DOCS: true });
    gateways.push(gateway);
    const response = await fetch(`${gateway.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openapi?: string }).openapi).toMatch(/^3\./);
  });
});
