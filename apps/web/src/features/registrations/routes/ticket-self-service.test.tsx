import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RegistrationView } from '@eventdesk/contracts/registration';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const REF = 'AbCdEfGhIjKlMnOpQrStUv';
const settings = toPublicSettings({
  ...defaultEventSettings,
  event: {
    ...defaultEventSettings.event,
    date: '2027-10-25',
    startTime: '09:00',
    endTime: '18:00',
    venue: { en: 'Codissia Hall, Coimbatore', ta: 'கொடிசியா அரங்கம், கோயம்புத்தூர்' },
  },
});

function registration(paymentStatus: RegistrationView['paymentStatus']): RegistrationView {
  return {
    id: 42,
    ref: REF,
    fullName: 'Meena Sundaram',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    type: 'individual',
    businessName: null,
    package: 'gold',
    referenceType: null,
    referredBy: null,
    voucher: false,
    amount: 3600,
    paymentStatus,
    ticketNumber: 1,
    isAdditionalTicket: false,
    parentRef: null,
    language: 'en',
    registeredAt: '2026-11-20T10:00:00.000Z',
  };
}

let fake: FakeApi;

beforeEach(async () => {
  await setLanguage('en');
  fake = fakeApi();
  fake.on('GET /api/settings', settings);
  fake.on('GET /api/registrations/:ref', registration('completed'));
  fake.on('GET /api/registrations/:ref/qrcode', { qrCode: 'data:image/png;base64,AAAA' });
  fake.on(
    'POST /api/registrations/:ref/resend-ticket',
    Response.json(
      { message: 'Your ticket is on its way to m***@example.com.', sentTo: 'm***@example.com' },
      { status: 202 },
    ),
  );
});

describe('ticket page: event details, calendar file and "Resend my ticket"', () => {
  it('shows the date, time and venue from the settings and links the calendar file', async () => {
    renderRoute(`/registration-success/${REF}`);
    const details = await screen.findByTestId('event-details');
    expect(details.textContent).toContain('Monday, 25 October 2027');
    expect(details.textContent).toMatch(/9:00\s?am – 6:00\s?pm/i);
    expect(details.textContent).toContain('Codissia Hall, Coimbatore');
    const link = screen.getByTestId('add-to-calendar');
    expect(link.textContent).toBe(en.common.eventDetails.addToCalendar);
    expect(link.getAttribute('href')).toBe('/api/event.ics?lang=en');
  });

  it('resends with no body and shows where the ticket went', async () => {
    renderRoute(`/registration-success/${REF}`);
    fireEvent.click(await screen.findByRole('button', { name: en.common.resendTicket.button }));
    expect((await screen.findByTestId('resend-ticket-outcome')).textContent).toBe(
      'Your ticket is on its way to m***@example.com.',
    );
    const [resend, ...more] = fake.calls('POST /api/registrations/:ref/resend-ticket');
    expect(more).toEqual([]);
    expect(resend?.params.ref).toBe(REF);
    expect(resend?.body).toBeUndefined();
  });

  it("shows the server's refusal (three an hour) as an alert", async () => {
    fake.on('POST /api/registrations/:ref/resend-ticket', () =>
      Response.json(
        { code: 'TICKET_RESEND_LIMIT', message: 'Your ticket was already sent 3 times in the last hour.' },
        { status: 429, headers: { 'Retry-After': '1200' } },
      ),
    );
    renderRoute(`/registration-success/${REF}`);
    fireEvent.click(await screen.findByRole('button', { name: en.common.resendTicket.button }));
    const outcome = await screen.findByTestId('resend-ticket-outcome');
    expect(outcome.getAttribute('role')).toBe('alert');
    expect(outcome.textContent).toBe('Your ticket was already sent 3 times in the last hour.');
  });

  it('offers no resend for an unpaid registration, but still the event details', async () => {
    fake.on('GET /api/registrations/:ref', registration('pending'));
    renderRoute(`/registration-success/${REF}`);
    await screen.findByTestId('event-details');
    expect(screen.queryByTestId('resend-ticket')).toBeNull();
  });

  it('speaks Tamil: labels, venue and the Tamil calendar file', async () => {
    await setLanguage('ta');
    renderRoute(`/registration-success/${REF}`);
    const details = await screen.findByTestId('event-details');
    expect(details.textContent).toContain('கொடிசியா அரங்கம், கோயம்புத்தூர்');
    expect(details.textContent).toContain(ta.common.eventDetails.venue);
    expect(screen.getByTestId('add-to-calendar').getAttribute('href')).toBe('/api/event.ics?lang=ta');
    expect(screen.getByRole('button', { name: ta.common.resendTicket.button })).toBeTruthy();
  });
});
