import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ticketIssuedPayload, type PaymentCompletedPayload, type ScanResponse } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { paymentCompleted, registrationCreated, registrationUpdated } from '../../test/events';
import { startAttendanceTestKit, type AttendanceTestKit } from '../../test/attendance-test-kit';
import { RegistrationEventsConsumer } from '../attendees/registration-events.consumer';
import { tokenForSeed } from '../tickets/ticket-token';

jest.setTimeout(30_000);
Logger.overrideLogger(['error']);

describe('check-in (real PostgreSQL)', () => {
  let kit: AttendanceTestKit;

  beforeAll(async () => {
    kit = await startAttendanceTestKit('attendance-check-in', { relayIntervalMs: 1000 });
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await kit.orm.em.fork().getConnection().execute(sql, params)) as T[];

  /** Pays for a registration and returns its ref and the QR token the ticket.issued event carried. */
  async function paidTicket(overrides: Partial<PaymentCompletedPayload> = {}) {
    const event = paymentCompleted(overrides);
    await kit.payments.onPaymentCompleted(event);
    const rows = await query<{ payload: unknown }>(
      `select payload from attendance.outbox_event where payload->>'registrationId' = ?`,
      [String(event.payload.registrationId)],
    );
    const issued = ticketIssuedPayload.parse(rows[0]?.payload);
    return { ref: event.payload.registrationRef, token: issued.qrToken, ticketId: issued.ticketId };
  }

  const scanOutcome = (qrToken: string, nonce?: string) =>
    kit.checkIn.scan({ qrToken, nonce, staff: 'door-1' }).then(
      (answer) => ({ status: 200, answer }),
      (error: unknown) => {
        if (error instanceof DomainError) {
          return { status: error.code, message: error.message };
        }
        throw error;
      },
    );
  const log = () =>
    query<{ outcome: string; reason: string | null; action: string; staff: string }>(
      `select action, outcome, reason, staff from attendance.check_in_log order by id`,
    );

  it('admits on the first scan and answers 409 "Already Attended" with the time on a repeat', async () => {
    const { token } = await paidTicket({ fullName: 'Priya Raman' });
    const first = await kit.checkIn.scan({ qrToken: token, staff: 'door-1' });
    expect(first).toMatchObject({
      message: 'Attendance marked successfully',
      registration: { fullName: 'Priya Raman', package: 'gold', paymentStatus: 'completed' },
    });
    const repeat = await scanOutcome(token);
    expect(repeat.status).toBe('TICKET_ALREADY_USED');
    expect((repeat as { message: string }).message).toMatch(
      /^Already Attended: this ticket was used on \d{1,2} \w{3} \d{4}, .+ IST \(scanned by door-1\)$/,
    );
    expect((await log()).map((row) => row.outcome)).toEqual(['admitted', 'already_used']);
  });

  it('lets exactly one of 20 simultaneous scans of a ticket through; the rest get 409', async () => {
    const { token } = await paidTicket();
    // The pool has several connections, so the scans really run at the same moment.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.checkIn.scan({ qrToken: token, staff: `door-${i}` }).then(
          () => 200,
          (error: DomainError) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((status) => status === 200)).toHaveLength(1);
    expect(outcomes.filter((status) => status === 'TICKET_ALREADY_USED')).toHaveLength(19);
    const [ticket] = await query<{ checked_in_by: string }>(
      `select checked_in_at, checked_in_by from attendance.ticket`,
    );
    expect(ticket?.checked_in_by).toMatch(/^door-\d+$/);
    expect((await log()).filter((row) => row.outcome === 'admitted')).toHaveLength(1);
  });

  it('answers a retried request with the same nonce like the first, and a new nonce with 409', async () => {
    const { token } = await paidTicket();
    const nonce = randomUUID();
    const first = await kit.checkIn.scan({ qrToken: token, nonce, staff: 'door-1' });
    const retry = await kit.checkIn.scan({ qrToken: token, nonce, staff: 'door-1' });
    expect(retry).toEqual(first);
    expect((await scanOutcome(token, randomUUID())).status).toBe('TICKET_ALREADY_USED');
    expect((await log()).map((row) => row.outcome)).toEqual(['admitted', 'replayed', 'already_used']);
  });

  it('treats simultaneous retries of one nonce as one scan', async () => {
    const { token } = await paidTicket();
    const nonce = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => kit.checkIn.scan({ qrToken: token, nonce, staff: 'door-1' })),
    );
    const attendedAt = new Set(answers.map((answer: ScanResponse) => answer.registration.attendedAt));
    expect(attendedAt.size).toBe(1);
  });

  it('follows staff edits and stops admitting a deleted registration, even when the event comes twice', async () => {
    const paid = paymentCompleted({ fullName: 'Old Name' });
    await kit.payments.onPaymentCompleted(paid);
    const [row] = await query<{ payload: unknown }>(`select payload from attendance.outbox_event`);
    const token = ticketIssuedPayload.parse(row?.payload).qrToken;
    const consumer = new RegistrationEventsConsumer(kit.orm.em);

    await consumer.onRegistrationUpdated(registrationUpdated(paid.payload, { fullName: 'முருகன் தொழில்கள்' }));
    const deleted = registrationUpdated(paid.payload, { fullName: 'முருகன் தொழில்கள்', deleted: true });
    await consumer.onRegistrationUpdated(deleted);
    await consumer.onRegistrationUpdated(deleted);

    const [attendee] = await query<{ full_name: string; payment_status: string }>(
      `select full_name, payment_status from attendance.attendee where registration_id = ?`,
      [paid.payload.registrationId],
    );
    expect(attendee).toEqual({ full_name: 'முருகன் தொழில்கள்', payment_status: 'void' });
    expect((await scanOutcome(token)).status).toBe('PAYMENT_REQUIRED');
  });

  it('never turns a paid attendee back to unpaid from a staff edit', async () => {
    const paid = paymentCompleted();
    await kit.payments.onPaymentCompleted(paid);
    await new RegistrationEventsConsumer(kit.orm.em).onRegistrationUpdated(
      registrationUpdated(paid.payload, { paymentStatus: 'pending', package: 'vip' }),
    );
    const [attendee] = await query<{ package: string; payment_status: string }>(
      `select package, payment_status from attendance.attendee where registration_id = ?`,
      [paid.payload.registrationId],
    );
    expect(attendee).toEqual({ package: 'vip', payment_status: 'completed' });
  });

  it('refuses a ticket whose payment is no longer completed (Payment Pending), and logs why', async () => {
    const { token, ref } = await paidTicket();
    // A later reversal (refund, void) leaves the ticket but not the payment; the door must not admit it.
    await query(`update attendance.attendee set payment_status = 'void' where ref = ?`, [ref]);
    const outcome = await scanOutcome(token);
    expect(outcome).toEqual({
      status: 'PAYMENT_REQUIRED',
      message:
        'Payment Pending: the payment for this registration is not completed. Please contact the admin desk.',
    });
    expect(await log()).toEqual([
      { action: 'scan', outcome: 'payment_pending', reason: 'payment void', staff: 'door-1' },
    ]);
    expect((await kit.lookup.byRef(ref)).registration.attended).toBe(false);
  });

  it('admits a privilege guest', async () => {
    const { token } = await paidTicket({ method: 'complimentary', amount: 0 });
    expect((await kit.checkIn.scan({ qrToken: token, staff: 'door-1' })).registration.paymentStatus).toBe(
      'privilege_guest',
    );
  });

  it('refuses a tampered token (400) and a signed token without a ticket (404), logging each reason', async () => {
    const { token } = await paidTicket();
    const tampered = `${token.slice(0, 5)}${token[5] === 'a' ? 'b' : 'a'}${token.slice(6)}`;
    expect(await scanOutcome(tampered)).toEqual({
      status: 'TICKET_INVALID',
      message: 'Invalid QR code: the ticket signature does not match (tampered or forged)',
    });
    expect(await scanOutcome('42')).toEqual({
      status: 'TICKET_INVALID',
      message: 'Invalid QR code: this is not an event ticket',
    });
    expect(await scanOutcome(tokenForSeed(kit.secret, 'never-issued'))).toEqual({
      status: 'NOT_FOUND',
      message: 'Ticket not found',
    });
    expect(await log()).toEqual([
      { action: 'scan', outcome: 'invalid_token', reason: 'bad-signature', staff: 'door-1' },
      { action: 'scan', outcome: 'invalid_token', reason: 'malformed', staff: 'door-1' },
      { action: 'scan', outcome: 'unknown_token', reason: 'signed token without a ticket', staff: 'door-1' },
    ]);
    // The genuine token was never marked by the refused scans.
    expect((await scanOutcome(token)).status).toBe(200);
  });

  it('undoes a check-in (recorded), after which the ticket admits once more', async () => {
    const { token, ticketId } = await paidTicket();
    await kit.checkIn.scan({ qrToken: token, staff: 'door-1' });
    const undone = await kit.checkIn.undo({ ticketId, staff: 'manager' });
    expect(undone).toMatchObject({ ticketId, previousCheckedInBy: 'door-1' });
    await expect(kit.checkIn.undo({ ticketId, staff: 'manager' })).rejects.toMatchObject({
      code: 'TICKET_NOT_CHECKED_IN',
    });
    await expect(kit.checkIn.undo({ ticketId: 99999, staff: 'manager' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await scanOutcome(token)).status).toBe(200);
    const entries = await log();
    expect(entries.map((row) => [row.action, row.outcome, row.staff])).toEqual([
      ['scan', 'admitted', 'door-1'],
      ['undo', 'undone', 'manager'],
      ['scan', 'admitted', 'door-1'],
    ]);
    expect(entries[1]?.reason).toMatch(/^was checked in .+ by door-1$/);
  });

  it('counts tickets that admit someone, how many were used, and the rate', async () => {
    expect(await kit.checkIn.stats()).toEqual({ total: 0, attended: 0, pending: 0, attendanceRate: 0 });
    const tickets = [await paidTicket(), await paidTicket(), await paidTicket()];
    await paidTicket({ method: 'complimentary', amount: 0 });
    // Unpaid registrations have no ticket; a voided one no longer admits anyone.
    await new RegistrationEventsConsumer(kit.orm.em).onRegistrationCreated(registrationCreated());
    const voided = await paidTicket();
    await query(`update attendance.attendee set payment_status = 'void' where ref = ?`, [voided.ref]);
    await kit.checkIn.scan({ qrToken: tickets[0]?.token ?? '', staff: 'door-1' });
    expect(await kit.checkIn.stats()).toEqual({ total: 4, attended: 1, pending: 3, attendanceRate: 25 });
    await kit.checkIn.scan({ qrToken: tickets[1]?.token ?? '', staff: 'door-1' });
    expect(await kit.checkIn.stats()).toEqual({ total: 4, attended: 2, pending: 2, attendanceRate: 50 });
  });

  it('looks up attendance without ever marking it', async () => {
    const { ref, token } = await paidTicket();
    for (let i = 0; i < 3; i += 1) {
      expect((await kit.lookup.byRef(ref)).status).toBe('confirmed');
    }
    expect(await query(`select * from attendance.check_in_log`)).toHaveLength(0);
    await kit.checkIn.scan({ qrToken: token, staff: 'door-1' });
    const view = await kit.lookup.byRef(ref);
    expect(view.status).toBe('already_attended');
    expect(view.registration.attended).toBe(true);
    expect(view.registration.attendedAt).toEqual(expect.any(String));
  });
});
