import { request } from '@eventdesk/gateway/test/gateway-app';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';

jest.setTimeout(60_000);

describe('GET /api/event.ics (settings from the registration service)', () => {
  let harness: GatewayWithRegistrationService;

  beforeAll(async () => {
    harness = await startGatewayWithRegistrationService('event-calendar');
  }, 60_000);
  afterAll(() => harness?.close(), 30_000);

  it('serves the current settings as text/calendar, in Tamil with ?lang=ta', async () => {
    const english = await request<string>(`${harness.gateway.url}/api/event.ics`);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(english.headers.get('content-disposition')).toContain('event.ics');
    const settings = await request<{ event: { date: string; venue: { en: string; ta: string } } }>(
      `${harness.gateway.url}/api/settings`,
    );
    const unfolded = english.body.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:event-${settings.body.event.date}@eventdesk`);
    expect(unfolded).toContain(`DTSTART:${settings.body.event.date.replace(/-/g, '')}T`);
    expect(unfolded).toMatch(/\r\nLOCATION:.+\r\n/);

    const tamil = await request<string>(`${harness.gateway.url}/api/event.ics?lang=ta`);
    expect(tamil.body.replace(/\r\n /g, '')).toContain(
      `LOCATION:${settings.body.event.venue.ta.replace(/,/g, '\\,')}`,
    );
  });
});
