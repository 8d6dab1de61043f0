import {
  REGISTRATION_MESSAGE_REQUESTED,
  TICKET_RESENDS_PER_HOUR,
  type CreateRegistrationResponse,
  type ErrorBody,
  type TicketResendResponse,
} from '@eventdesk/contracts';
import { request } from '@eventdesk/gateway/test/gateway-app';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';

jest.setTimeout(60_000);

const FORM_LIMIT = 30;

interface MessageEvent {
  kind: string;
  requestedBy: string;
  email: string;
  ref: string;
}

describe('POST /api/registrations/{ref}/resend-ticket (through the registration service)', () => {
  let harness: GatewayWithRegistrationService;

  beforeAll(async () => {
    // Room for the tests above the last one, which spends the rest of the address's hour.
    harness = await startGatewayWithRegistrationService('ticket-resend', {
      FORM_RATE_LIMIT_PER_HOUR: FORM_LIMIT,
    });
  }, 60_000);
  afterAll(() => harness?.close(), 30_000);

  const register = async (email: string): Promise<CreateRegistrationResponse> => {
    const created = await request<CreateRegistrationResponse>(`${harness.gateway.url}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Ravi Kumar',
        email,
        phone: `+91 9${String(Date.now()).slice(-9)}`,
        type: 'individual',
        package: 'gold',
      }),
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  const markPaid = (ref: string) =>
    harness.sql(`update registration.registration set payment_status = 'completed' where ref = ?`, [ref]);
  const resend = <T = TicketResendResponse>(ref: string, language = 'en', body?: unknown) =>
    request<T>(`${harness.gateway.url}/api/registrations/${ref}/resend-ticket`, {
      method: 'POST',
      headers: { 'accept-language': language, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const resendEvents = async (ref: string) =>
    (
      (await harness.sql(
        `select payload from registration.outbox_event where name = ? and payload->>'ref' = ? order by created_at`,
        [REGISTRATION_MESSAGE_REQUESTED, ref],
      )) as Array<{ payload: MessageEvent }>
    ).map((row) => row.payload);

  it(`queues the ticket e-mail to the stored address only, ${TICKET_RESENDS_PER_HOUR} times an hour, then 429 with Retry-After (EN/TA)`, async () => {
    const email = `ravi.${Date.now()}@gmail.com`;
    const { ref } = await register(email);
    await markPaid(ref);

    // A body naming another address changes nothing: there is no field for it.
    const first = await resend(ref, 'en', { email: 'attacker@example.com' });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({
      sentTo: 'r***@gmail.com',
      message: 'Your ticket is on its way to r***@gmail.com.',
    });
    expect(JSON.stringify(first.body)).not.toContain(email);
    const tamil = await resend(ref, 'ta');
    expect(tamil.status).toBe(202);
    expect(tamil.body.message).toContain('அனுப்பப்படுகிறது');
    expect((await resend(ref)).status).toBe(202);

    const events = await resendEvents(ref);
    expect(events).toHaveLength(TICKET_RESENDS_PER_HOUR);
    for (const event of events) {
      expect(event).toMatchObject({ kind: 'confirmation_email', requestedBy: 'visitor', email, ref });
    }

    const refused = await resend<ErrorBody>(ref);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TICKET_RESEND_LIMIT');
    expect(refused.body.message).toMatch(/already sent 3 times in the last hour/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    const refusedTamil = await resend<ErrorBody>(ref, 'ta');
    expect(refusedTamil.status).toBe(429);
    expect(refusedTamil.body.message).toContain('முறை அனுப்பப்பட்டது');
    expect(await resendEvents(ref)).toHaveLength(TICKET_RESENDS_PER_HOUR);
  });

  it(`lets exactly ${TICKET_RESENDS_PER_HOUR} of 10 simultaneous clicks through (the count is taken under the row's lock)`, async () => {
    const { ref } = await register(`race.${Date.now()}@example.com`);
    await markPaid(ref);
    const answers = await Promise.all(Array.from({ length: 10 }, () => resend<unknown>(ref)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(TICKET_RESENDS_PER_HOUR).fill(202),
      ...Array<number>(10 - TICKET_RESENDS_PER_HOUR).fill(429),
    ]);
    expect(await resendEvents(ref)).toHaveLength(TICKET_RESENDS_PER_HOUR);
  });

  it('refuses an unpaid registration with 409 and queues nothing', async () => {
    const { ref } = await register(`unpaid.${Date.now()}@example.com`);
    const refused = await resend<ErrorBody>(ref);
    expect([refused.status, refused.body.code]).toEqual([409, 'REGISTRATION_NOT_PAID']);
    expect(refused.body.message).toMatch(/payment for this registration is not complete/);
    expect(await resendEvents(ref)).toHaveLength(0);
  });

  it('answers 404 for an unknown ref and for an integer id', async () => {
    expect((await resend<ErrorBody>('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await resend<ErrorBody>('12')).status).toBe(404);
  });

  it('is limited per address like the other public forms, whatever the ref', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FORM_LIMIT && !statuses.includes(429); i += 1) {
      statuses.push((await resend<ErrorBody>(`unknownRef${String(i).padStart(12, '0')}`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([404]));
  });
});
