import {
  validationMessages,
  type AdminRegistrationCreated,
  type AdminRegistrationRow,
  type ErrorBody,
  type StaffRole,
} from '@eventdesk/contracts';
import { bearer, request } from '@eventdesk/gateway/test/gateway-app';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';

jest.setTimeout(60_000);

const { en, ta } = validationMessages;

const visitor = {
  fullName: 'Priya Raman',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  type: 'individual',
  package: 'gold',
};

/** A business registration as staff add it; the edits below leave out some of its fields. */
const business = {
  ...visitor,
  email: 'kovai.textiles@example.com',
  type: 'business',
  businessName: 'Kovai Textiles',
  referenceType: 'instagram',
};

describe('registration type and reference type: refused, never replaced (public create and staff edit)', () => {
  let harness: GatewayWithRegistrationService;
  let tokens: Record<StaffRole, string>;

  beforeAll(async () => {
    harness = await startGatewayWithRegistrationService('registration-choices');
    ({ tokens } = harness);
  }, 60_000);
  afterAll(() => harness?.close(), 30_000);

  const send = <T>(method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    request<T>(`${harness.gateway.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const asAdmin = (language = 'en') => ({ ...bearer(tokens.admin), 'accept-language': language });
  // Each test uses its own e-mail, so rows of other files in this worker's database never count.
  const rowsOf = async (email: string) => {
    const rows = (await harness.sql(
      `select count(*)::int as n from registration.registration where email = ?`,
      [email],
    )) as Array<{ n: number }>;
    return rows[0]?.n;
  };

  it('refuses an unknown type ("alien", "Business") with the catalog message in English and Tamil', async () => {
    for (const type of ['alien', 'Business']) {
      const english = await send<ErrorBody>('POST', '/registrations', { ...visitor, type });
      expect(english.status).toBe(400);
      expect(english.body.errors).toEqual([{ path: 'type', message: en['validation.type.invalid'] }]);

      const tamil = await send<ErrorBody>(
        'POST',
        '/registrations',
        { ...visitor, type },
        { 'accept-language': 'ta' },
      );
      expect(tamil.status).toBe(400);
      expect(tamil.body.errors).toEqual([{ path: 'type', message: ta['validation.type.invalid'] }]);
    }
    expect(await rowsOf(visitor.email)).toBe(0);
  });

  it('refuses an unknown referenceType with the catalog message, not zod\'s "Invalid input"', async () => {
    const english = await send<ErrorBody>('POST', '/registrations', { ...visitor, referenceType: 'tv' });
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual([
      { path: 'referenceType', message: en['validation.referenceType.invalid'] },
    ]);
    expect(english.body.message).not.toContain('Invalid input');

    const tamil = await send<ErrorBody>(
      'POST',
      '/registrations',
      { ...visitor, referenceType: 'Facebook' },
      { 'accept-language': 'ta' },
    );
    expect(tamil.body.errors).toEqual([
      { path: 'referenceType', message: ta['validation.referenceType.invalid'] },
    ]);

    // "Not chosen" is still fine.
    const none = await send('POST', '/registrations', {
      ...visitor,
      email: 'priya.no-reference@example.com',
      referenceType: '',
    });
    expect(none.status).toBe(201);
    expect(await rowsOf('priya.no-reference@example.com')).toBe(1);
  });

  it('a staff edit that does not send type keeps the stored business and its name', async () => {
    const created = await send<AdminRegistrationCreated>('POST', '/admin/registrations', business, asAdmin());
    expect(created.status).toBe(201);
    const { id } = created.body;
    const { type: _type, businessName: _businessName, ...withoutBusiness } = business;

    const renamed = await send<AdminRegistrationRow>(
      'PUT',
      `/admin/registrations/${id}`,
      { ...withoutBusiness, fullName: 'Priya R' },
      asAdmin(),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      fullName: 'Priya R',
      type: 'business',
      businessName: 'Kovai Textiles',
    });

    const newName = await send<AdminRegistrationRow>(
      'PUT',
      `/admin/registrations/${id}`,
      { ...withoutBusiness, businessName: 'Kovai Looms' },
      asAdmin(),
    );
    expect(newName.body).toMatchObject({ type: 'business', businessName: 'Kovai Looms' });
  });

  it("a staff edit refuses an unknown type, and a business left without a name, in the staff member's language", async () => {
    const { id } = (await send<AdminRegistrationCreated>('POST', '/admin/registrations', business, asAdmin()))
      .body;
    const { type: _type, ...withoutType } = business;

    const capital = await send<ErrorBody>(
      'PUT',
      `/admin/registrations/${id}`,
      { ...business, type: 'Business' },
      asAdmin(),
    );
    expect(capital.status).toBe(400);
    expect(capital.body.errors).toEqual([{ path: 'type', message: en['validation.type.invalid'] }]);

    for (const [language, catalog] of [
      ['en', en],
      ['ta', ta],
    ] as const) {
      const cleared = await send<ErrorBody>(
        'PUT',
        `/admin/registrations/${id}`,
        { ...withoutType, businessName: '' },
        asAdmin(language),
      );
      expect(cleared.status).toBe(400);
      expect(cleared.body.errors).toEqual([
        { path: 'businessName', message: catalog['validation.businessName.required'] },
      ]);
    }

    const rows = (await harness.sql(
      `select type, business_name from registration.registration where id = ?`,
      [id],
    )) as Array<{ type: string; business_name: string }>;
    expect(rows).toEqual([{ type: 'business', business_name: 'Kovai Textiles' }]);
  });
});
