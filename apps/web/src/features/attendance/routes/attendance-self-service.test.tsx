import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attendanceStatusOf, type AttendanceView } from '@eventdesk/contracts/attendance';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import { setLanguage } from '@/lib/i18n';
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

let current: AttendanceView;
const posts: string[] = [];

beforeEach(async () => {
  await setLanguage('en');
  posts.length = 0;
  current = view('completed');
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/settings') {
      return Response.json(toPublicSettings(defaultEventSettings));
    }
    if (init?.method === 'POST') {
      posts.push(url);
      return Response.json({
        message: 'Your ticket is on its way to m***@example.com.',
        sentTo: 'm***@example.com',
      });
    }
    return Response.json(current);
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
    expect(posts).toEqual([`/api/registrations/${REF}/resend-ticket`]);
  });

  it('offers no resend while the payment is pending', async () => {
    current = view('pending');
    renderRoute(`/attendance/${REF}`);
    await screen.findByTestId('event-details');
    expect(screen.queryByTestId('resend-ticket')).toBeNull();
  });
});
