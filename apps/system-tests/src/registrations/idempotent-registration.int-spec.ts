import type { CreateRegistrationResponse, ErrorBody } from '@eventdesk/contracts';
import { request } from '@eventdesk/gateway/test/gateway-app';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';

jest.setTimeout(60_000);

const visitor = {
  fullName: 'Kavitha Rajan',
  email: 'kavitha.idem@example.com',
  phone: '+91 94430 11223',
  type: 'individual',
  package: 'gold',
};

/** Issue 13: the web app retries a registration whose answer was lost; the Idempotency-Key makes that safe. */
describe('POST /api/registrations with an Idempotency-Key (gateway → NATS → registration-service)', () => {
  let harness: GatewayWithRegistrationService;

  beforeAll(async () => {
    harness = await startGatewayWithRegistrationService('idempotent-registration');
  }, 90_000);
  afterAll(() => harness?.close(), 30_000);

  const register = <T = CreateRegistrationResponse>(
    headers: Record<string, string>,
    body: unknown = visitor,
  ) =>
    request<T>(`${harness.gateway.url}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const rowsOf = async (email: string) =>
    (
      (await harness.sql(`select count(*)::int as n from registration.registration where email = ?`, [
        email,
      ])) as Array<{
        n: number;
      }>
    )[0]?.n;

  it('answers a repeat with the first registration and holds one seat', async () => {
    const key = { 'idempotency-key': '6f1c0d1e-3b7a-4a52-9d0e-5c1f2a3b4c5d' };
    const first = await register(key);
    const repeats = await Promise.all([register(key), register(key)]);
    expect(first.status).toBe(201);
    for (const repeat of repeats) {
      expect(repeat.status).toBe(201);
      expect(repeat.body).toEqual(first.body);
    }
    expect(await rowsOf(visitor.email)).toBe(1);

    const changed = await register<ErrorBody>(key, { ...visitor, fullName: 'Someone Else' });
    expect(changed.status).toBe(409);
    expect(await rowsOf(visitor.email)).toBe(1);
  });

  it('refuses a malformed key with 400 before anything is stored', async () => {
    const email = 'kavitha.badkey@example.com';
    const answer = await register<ErrorBody>({ 'idempotency-key': 'short' }, { ...visitor, email });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'Idempotency-Key', message: expect.any(String) }]);
    expect(await rowsOf(email)).toBe(0);
  });
});
