import {
  validationMessages,
  type CreateRegistrationResponse,
  type ErrorBody,
  type PublicEventSettings,
} from '@eventdesk/contracts';
import { Clock } from '@eventdesk/server-kit';
import { request } from '@eventdesk/gateway/test/gateway-app';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';

jest.setTimeout(60_000);

const visitor = (n: number, language: 'en' | 'ta') => ({
  fullName: 'Kavitha Rajan',
  email: `kavitha.sales${n}@example.com`,
  phone: `+91 94430 1${String(1000 + n)}`,
  type: 'individual',
  package: 'gold',
  language,
});

/** Issue 15 item 7: once the event day is over the API refuses registrations, 409 SALES_CLOSED in EN/TA. */
describe('POST /api/registrations after sales close (gateway → NATS → registration-service)', () => {
  let harness: GatewayWithRegistrationService;
  let clock: Clock;

  beforeAll(async () => {
    harness = await startGatewayWithRegistrationService('sales-closed');
    clock = harness.service.get(Clock);
  }, 90_000);
  afterAll(() => harness?.close(), 30_000);
  afterEach(() => jest.restoreAllMocks());

  const register = <T>(body: unknown) =>
    request<T>(`${harness.gateway.url}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const publicSettings = () => request<PublicEventSettings>(`${harness.gateway.url}/api/settings`);

  it('sells while the seed event day (the coming 25 October) is ahead, and says so', async () => {
    const settings = await publicSettings();
    expect(settings.body).toMatchObject({ salesOpen: true });
    expect(settings.body.event.date).toMatch(/^\d{4}-10-25$/);
    expect((await register<CreateRegistrationResponse>(visitor(1, 'en'))).status).toBe(201);
  });

  it('refuses with 409 SALES_CLOSED in the visitor language once the event day is over', async () => {
    const settings = (await publicSettings()).body;
    jest.spyOn(clock, 'now').mockReturnValue(new Date(new Date(settings.salesEndAt).getTime() + 60_000));

    const english = await register<ErrorBody>(visitor(2, 'en'));
    expect(english.status).toBe(409);
    expect(english.body).toEqual({ code: 'SALES_CLOSED', message: validationMessages.en['sales.closed'] });

    const tamil = await register<ErrorBody>(visitor(3, 'ta'));
    expect(tamil.status).toBe(409);
    expect(tamil.body).toEqual({ code: 'SALES_CLOSED', message: validationMessages.ta['sales.closed'] });

    expect((await publicSettings()).body).toMatchObject({ salesOpen: false, earlyBirdOpen: false });
  });
});
