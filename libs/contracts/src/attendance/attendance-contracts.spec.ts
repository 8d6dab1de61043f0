import { randomUUID } from 'node:crypto';
import { attendanceStatusOf, attendanceView } from './http/attendance-view';
import { scanBody } from './http/scan';
import { checkedInPayload, checkInUndonePayload } from './events/check-in-events';
import { ticketIssuedPayload } from './events/ticket-issued';
import { scanCommand, undoCheckInCommand } from './rpc/patterns';

const registration = {
  id: 42,
  fullName: 'Meena',
  email: 'meena@example.com',
  phone: '9843012345',
  package: 'gold',
  ticketNumber: 1,
  paymentStatus: 'completed',
  attended: false,
  attendedAt: null,
} as const;

describe('attendance contracts', () => {
  it('derives the four display states of the attendance page', () => {
    expect(attendanceStatusOf({ paymentStatus: 'privilege_guest', attended: false })).toBe('privilege_guest');
    expect(attendanceStatusOf({ paymentStatus: 'pending', attended: false })).toBe('payment_pending');
    expect(attendanceStatusOf({ paymentStatus: 'void', attended: false })).toBe('payment_pending');
    expect(attendanceStatusOf({ paymentStatus: 'privilege_guest', attended: true })).toBe('already_attended');
    expect(attendanceStatusOf({ paymentStatus: 'completed', attended: true })).toBe('already_attended');
    expect(attendanceStatusOf({ paymentStatus: 'completed', attended: false })).toBe('confirmed');
  });

  it('parses a scan body with and without a nonce, trimmed, and refuses a blank token or a bad nonce', () => {
    expect(scanBody.parse({ qrToken: ' v1.a.b ' })).toEqual({ qrToken: 'v1.a.b' });
    expect(scanBody.parse({ qrToken: 'v1.a.b', nonce: 'abcdef0123456789' }).nonce).toBe('abcdef0123456789');
    expect(scanBody.safeParse({ qrToken: '   ' }).success).toBe(false);
    expect(scanBody.safeParse({ qrToken: 'x'.repeat(201) }).success).toBe(false);
    expect(scanBody.safeParse({ qrToken: 'v1.a.b', nonce: 'short' }).success).toBe(false);
    expect(scanBody.safeParse({ qrToken: 'v1.a.b', nonce: 'has spaces in it' }).success).toBe(false);
  });

  it('needs who scanned or undid in the RPC commands', () => {
    expect(scanCommand.safeParse({ qrToken: 'v1.a.b' }).success).toBe(false);
    expect(scanCommand.safeParse({ qrToken: 'v1.a.b', staff: 'door' }).success).toBe(true);
    expect(undoCheckInCommand.safeParse({ ticketId: 0, staff: 'admin' }).success).toBe(false);
  });

  it('parses an attendance view and refuses an unknown status', () => {
    expect(attendanceView.safeParse({ registration, status: 'confirmed' }).success).toBe(true);
    expect(attendanceView.safeParse({ registration, status: 'maybe' }).success).toBe(false);
  });

  it('parses a ticket.issued payload and refuses one without its token', () => {
    const payload = {
      ticketId: 1,
      registrationId: 42,
      registrationRef: 'abcdefghijklmnopqrstuv',
      qrToken: 'v1.a.b',
      fullName: 'Meena',
      email: 'meena@example.com',
      phone: '9843012345',
      package: 'gold',
      ticketNumber: 1,
      amount: 3600,
      paymentStatus: 'completed',
      language: 'ta',
      issuedAt: new Date().toISOString(),
      paymentEventId: randomUUID(),
    };
    expect(ticketIssuedPayload.safeParse(payload).success).toBe(true);
    const { qrToken: _qrToken, ...withoutToken } = payload;
    expect(ticketIssuedPayload.safeParse(withoutToken).success).toBe(false);
  });

  it('check-in and its undo name the ticket, the registration and who; the undo names the check-in it cancels', () => {
    const checkedIn = {
      ticketId: 9,
      registrationId: 42,
      checkedInAt: '2026-10-25T04:15:00.000Z',
      checkedInBy: 'door-1',
    };
    expect(checkedInPayload.parse(checkedIn)).toEqual(checkedIn);
    expect(checkedInPayload.safeParse({ ...checkedIn, registrationId: 'x' }).success).toBe(false);
    const undone = {
      ticketId: 9,
      registrationId: 42,
      previousCheckedInAt: checkedIn.checkedInAt,
      undoneAt: '2026-10-25T04:20:00.000Z',
      undoneBy: 'admin-1',
    };
    expect(checkInUndonePayload.parse(undone)).toEqual(undone);
    const { previousCheckedInAt: _previous, ...withoutPrevious } = undone;
    expect(checkInUndonePayload.safeParse(withoutPrevious).success).toBe(false);
  });
});
