import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { attendanceStatusOf, type AttendanceView } from '@eventdesk/contracts/attendance';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const REF = 'AbCdEfGhIjKlMnOpQrStUv';

function view(paymentStatus: AttendanceView['registration']['paymentStatus']): AttendanceView {
  const registration = {
    id: 42,
    fullName: 'Meena Sundaram',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    package: 'gold' as const,
    ticketNumber: 1,
    paymentStatus,
    attended: false,
    attendedAt: null,
  };
  return { registration, status: attendanceStatusOf(registration) };
}

let fake: FakeApi;

beforeEach(async () => {
  await setLanguage('en');
  fake = fakeApi();
  fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
  fake.on('GET /api/attendance/:ref', view('completed'));
  fake.on('POST /api/registrations/:ref/resend-ticket', {
    message: 'Your ticket is on its way to m***@example.com.',
    sentTo: 'm***@example.com',
  });
});

describe('/attendance/:ref self-service', () => {
  it('shows the venue, the calendar link and a working "Resend my ticket" for a paid ticket', async () => {
    renderRoute(`/attendance/${REF}`);
    const details = await screen.findByTestId('event-details');
    expect(details.textContent).toContain(defaultEventSettings.event.venue.en);
    expect(screen.getByTestId('add-to-calendar').getAttribute('href')).toBe('/api/event.ics?lang=en');
    fireEvent.click(screen.getByRole('button', { name: en.common.resendTicket.button }));
    expect((await screen.findByRole('status')).textContent).toContain('m***@example.com');
    expect(fake.calls('POST /api/registrations/:ref/resend-ticket').map((call) => call.params.ref)).toEqual([
      REF,
    ]);
  });

  it('offers no resend while the payment is pending', async () => {
    fake.on('GET /api/attendance/:ref', view('pending'));
    renderRoute(`/attendance/${REF}`);
    await screen.findByTestId('event-details');
    expect(screen.queryByTestId('resend-ticket')).toBeNull();
  });
});
