import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AttendanceStats, ScanResponse } from '@eventdesk/contracts/attendance';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const stats: AttendanceStats = { total: 4, attended: 1, pending: 3, attendanceRate: 25 };
const admitted: ScanResponse = {
  message: 'Attendance marked successfully',
  ticketId: 7,
  registration: {
    id: 42,
    fullName: 'Meena Sundaram',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    package: 'gold',
    ticketNumber: 1,
    paymentStatus: 'completed',
    attendedAt: '2025-10-25T04:05:00.000Z',
  },
};

let fake: FakeApi;

beforeEach(() => {
  fake = fakeApi();
  fake.on('GET /api/admin/attendance/stats', stats);
  fake.on('POST /api/attendance/scan', admitted);
});

const scans = () => fake.calls('POST /api/attendance/scan');

const signIn = () => fake.signIn('admin');
const tokenField = () => screen.getByLabelText('QR token') as HTMLInputElement;
const markButton = () => screen.getByRole('button', { name: 'Mark Attendance' }) as HTMLButtonElement;

describe('/qr-scanner', () => {
  it('without a staff token says so and links to the login', async () => {
    renderRoute('/qr-scanner');
    expect((await screen.findByRole('alert')).textContent).toBe('Admin token not found. Please login again.');
    expect(screen.getByRole('link', { name: 'Go to staff login' }).getAttribute('href')).toBe('/admin/login');
    expect(fake.seen).toEqual([]);
  });

  it('shows the four statistics with the staff token', async () => {
    signIn();
    renderRoute('/qr-scanner');
    await waitFor(() => expect(screen.getByTestId('stat-total').textContent).toBe('4'));
    expect(screen.getByTestId('stat-attended').textContent).toBe('1');
    expect(screen.getByTestId('stat-pending').textContent).toBe('3');
    expect(screen.getByTestId('stat-rate').textContent).toBe('25%');
    expect(fake.seen[0]?.authorization).toBe('Bearer staff-token');
    for (const label of ['Total Registered', 'Attended', 'Pending', 'Attendance Rate']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
  });

  it('keeps Mark Attendance disabled while the token is blank', async () => {
    signIn();
    renderRoute('/qr-scanner');
    await screen.findByLabelText('QR token');
    expect(markButton().disabled).toBe(true);
    fireEvent.change(tokenField(), { target: { value: '   ' } });
    expect(markButton().disabled).toBe(true);
    fireEvent.submit(tokenField().form as HTMLFormElement);
    expect(await screen.findByText('Please enter or scan a QR code')).toBeTruthy();
    expect(scans()).toEqual([]);
  });

  it('marks attendance: Success! with the name, clears the token and reloads the statistics', async () => {
    signIn();
    renderRoute('/qr-scanner');
    await screen.findByLabelText('QR token');
    fireEvent.change(tokenField(), { target: { value: ' v1.token.signature ' } });
    fireEvent.click(markButton());
    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(screen.getByText('Meena Sundaram: Attendance marked successfully')).toBeTruthy();
    await waitFor(() => expect(tokenField().value).toBe(''));
    const sent = scans();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', authorization: 'Bearer staff-token' });
    expect(sent[0]?.body).toEqual({
      qrToken: 'v1.token.signature',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() =>
      expect(fake.calls('GET /api/admin/attendance/stats').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows Already Attended with the server message for TICKET_ALREADY_USED', async () => {
    signIn();
    fake.on(
      'POST /api/attendance/scan',
      Response.json(
        {
          message: 'Already Attended: this ticket was used on 25 Oct 2025, 9:35:00 am IST',
          code: 'TICKET_ALREADY_USED',
        },
        { status: 409 },
      ),
    );
    renderRoute('/qr-scanner');
    await screen.findByLabelText('QR token');
    fireEvent.change(tokenField(), { target: { value: 'v1.used.token' } });
    fireEvent.click(markButton());
    expect(await screen.findByText('Already Attended')).toBeTruthy();
    expect(screen.getAllByText(/this ticket was used on 25 Oct 2025/).length).toBeGreaterThan(0);
    expect(tokenField().value).toBe('v1.used.token');
  });

  it.each([
    ['TICKET_INVALID', 400, 'Invalid QR code: this is not an event ticket', 'Not an event ticket'],
    [
      'PAYMENT_REQUIRED',
      402,
      'Payment Pending: the payment for this registration is not completed.',
      'Payment Pending',
    ],
    ['CONFLICT', 409, 'Some other refusal', 'Error'],
  ])('titles a %s refusal by its code, with the server message', async (code, status, message, title) => {
    signIn();
    fake.on('POST /api/attendance/scan', Response.json({ message, code }, { status }));
    renderRoute('/qr-scanner');
    await screen.findByLabelText('QR token');
    fireEvent.change(tokenField(), { target: { value: 'v1.refused.token' } });
    fireEvent.click(markButton());
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('shows Error with Failed to scan QR code when the server gives no message, and retries with the same nonce', async () => {
    signIn();
    fake.on('POST /api/attendance/scan', new Response('', { status: 502, statusText: 'Bad Gateway' }));
    renderRoute('/qr-scanner');
    await screen.findByLabelText('QR token');
    fireEvent.change(tokenField(), { target: { value: 'v1.flaky.network' } });
    fireEvent.click(markButton());
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('Failed to scan QR code').length).toBeGreaterThan(0);
    await waitFor(() => expect(markButton().disabled).toBe(false));
    fireEvent.click(markButton());
    await waitFor(() => expect(scans()).toHaveLength(2));
    const [first, second] = scans();
    expect((second?.body as { nonce: string }).nonce).toBe((first?.body as { nonce: string }).nonce);
  });

  it('says Failed to load attendance statistics when they cannot be loaded', async () => {
    signIn();
    fake.on('GET /api/admin/attendance/stats', new Response('', { status: 500 }));
    renderRoute('/qr-scanner');
    expect(await screen.findByText('Failed to load attendance statistics')).toBeTruthy();
  });
});
