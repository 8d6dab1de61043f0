import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attendanceStatusOf, type AttendanceView } from '@eventdesk/contracts/attendance';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const REF = 'AbCdEfGhIjKlMnOpQrStUv';

function view(overrides: Partial<AttendanceView['registration']> = {}): AttendanceView {
  const registration = {
    id: 42,
    fullName: 'Meena Sundaram',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    package: 'gold' as const,
    ticketNumber: 1,
    paymentStatus: 'completed' as const,
    attended: false,
    attendedAt: null,
    ...overrides,
  };
  return { registration, status: attendanceStatusOf(registration) };
}

let fake: FakeApi;

beforeEach(() => {
  fake = fakeApi();
  fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
  fake.on('GET /api/attendance/:ref', view());
});

const status = async () => screen.findByTestId('attendance-status');

describe('/attendance/:ref', () => {
  it('shows the loading text, then Attendance Confirmed in green with the details', async () => {
    renderRoute(`/attendance/${REF}`);
    expect((await screen.findByTestId('attendance-loading')).textContent).toBe('Loading attendance info...');
    const card = await status();
    expect(card.textContent).toContain('Attendance Confirmed');
    expect(card.className).toContain('green');
    expect(card.textContent).toContain('Hello, Meena Sundaram');
    expect(screen.getByText('meena@example.com')).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(screen.queryByText(en.attendance.details.attendedAt)).toBeNull();
    expect(fake.calls('GET /api/attendance/:ref').map((call) => call.params.ref)).toEqual([REF]);
  });

  it('shows Welcome Privilege Guest in blue', async () => {
    fake.on('GET /api/attendance/:ref', view({ paymentStatus: 'privilege_guest' }));
    renderRoute(`/attendance/${REF}`);
    const card = await status();
    expect(card.textContent).toContain('Welcome Privilege Guest');
    expect(card.className).toContain('blue');
  });

  it('shows Payment Pending in red with Contact Admin', async () => {
    const contact = { ...defaultEventSettings.contact, whatsappNumber: '919843012345' };
    fake.on('GET /api/settings', toPublicSettings({ ...defaultEventSettings, contact }));
    fake.on('GET /api/attendance/:ref', view({ paymentStatus: 'pending' }));
    renderRoute(`/attendance/${REF}`);
    const card = await status();
    expect(card.textContent).toContain('Payment Pending');
    expect(card.className).toContain('red');
    const link = await screen.findByRole('link', { name: 'Contact Admin' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919843012345\?text=/);
  });

  it('links Contact Admin to the e-mail when no WhatsApp number or phone is set, and to nothing without one', async () => {
    const contact = { ...defaultEventSettings.contact, email: 'hello@club.in' };
    fake.on('GET /api/settings', toPublicSettings({ ...defaultEventSettings, contact }));
    fake.on('GET /api/attendance/:ref', view({ paymentStatus: 'pending' }));
    const { unmount } = renderRoute(`/attendance/${REF}`);
    const link = await screen.findByRole('link', { name: 'Contact Admin' });
    expect(link.getAttribute('href')).toBe('mailto:hello@club.in');
    unmount();

    fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
    renderRoute(`/attendance/${REF}`);
    await status();
    expect((await screen.findByTestId('contact-admin')).tagName).toBe('P');
    expect(screen.queryByRole('link', { name: 'Contact Admin' })).toBeNull();
  });

  it('shows QR Already Used in amber with the attended time in the Indian format', async () => {
    fake.on('GET /api/attendance/:ref', view({ attended: true, attendedAt: '2025-10-25T04:05:00.000Z' }));
    renderRoute(`/attendance/${REF}`);
    const card = await status();
    expect(card.textContent).toContain('QR Already Used');
    expect(card.className).toContain('amber');
    expect(screen.getByText(en.attendance.details.attendedAt)).toBeTruthy();
    expect(screen.getByText(/25 Oct 2025, 9:35\s?am/i)).toBeTruthy();
  });

  it('says No attendance data found for an unknown reference', async () => {
    fake.on(
      'GET /api/attendance/:ref',
      Response.json({ message: 'Registration not found' }, { status: 404 }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(`/attendance/${REF}`);
    expect((await screen.findByTestId('attendance-not-found')).textContent).toBe('No attendance data found');
  });

  it('does not ask the server for a malformed reference (an integer id)', async () => {
    renderRoute('/attendance/42');
    expect((await screen.findByTestId('attendance-not-found')).textContent).toBe('No attendance data found');
    expect(fake.calls('GET /api/attendance/:ref')).toEqual([]);
  });

  it('speaks Tamil', async () => {
    await setLanguage('ta');
    renderRoute(`/attendance/${REF}`);
    const card = await status();
    expect(card.textContent).toContain(ta.attendance.status.confirmed);
    expect(screen.getByText(ta.attendance.details.registrationId)).toBeTruthy();
  });
});
