import { Logger } from '@nestjs/common';
import { TICKET_ISSUED, ticketIssuedPayload, type TicketIssuedPayload } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { decodeQrPng } from '@eventdesk/testing';
import { paymentCompleted, registrationCreated } from '../../test/events';
import { startAttendanceTestKit, type AttendanceTestKit } from '../../test/attendance-test-kit';
import { QrCodesService } from './qr-codes.service';
import { tokenHash } from './ticket-token';

jest.setTimeout(20_000);
Logger.overrideLogger(['error']);

describe('ticket issuance on payment.completed (real PostgreSQL and Redis)', () => {
  let kit: AttendanceTestKit;
  let qrCodes: QrCodesService;

  beforeAll(async () => {
    kit = await startAttendanceTestKit('attendance-tickets', { relayIntervalMs: 1000 });
    qrCodes = new QrCodesService(kit.orm.em, kit.tokens);
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await kit.orm.em.fork().getConnection().execute(sql, params)) as T[];
  const issuedEvents = async () =>
    (
      await query<{ payload: unknown }>(
        `select payload from attendance.outbox_event where name = ? order by created_at`,
        [TICKET_ISSUED],
      )
    ).map((row) => ticketIssuedPayload.parse(row.payload));

  it('issues one ticket and one ticket.issued when the event is delivered twice', async () => {
    const event = paymentCompleted();
    await kit.payments.onPaymentCompleted(event);
    await kit.payments.onPaymentCompleted(event);

    const tickets = await query<{
      id: number;
      registration_id: number;
      token_hash: string;
      seed: string;
      issued_at: string;
    }>(`select id, registration_id, token_hash, seed, issued_at from attendance.ticket`);
    expect(tickets).toHaveLength(1);
    const events = await issuedEvents();
    expect(events).toHaveLength(1);
    const issued = events[0] as TicketIssuedPayload;
    expect(issued).toMatchObject({
      registrationId: event.payload.registrationId,
      registrationRef: event.payload.registrationRef,
      fullName: 'Meena Sundaram',
      package: 'gold',
      amount: 3600,
      paymentStatus: 'completed',
      paymentEventId: event.id,
      // Written by the issuing statement from the inserted row.
      ticketId: tickets[0]?.id,
      issuedAt: new Date(tickets[0]?.issued_at ?? 0).toISOString(),
    });
    // The token verifies, only its hash is stored, and the seed alone is not the token.
    expect(kit.tokens.verify(issued.qrToken)).toEqual({ ok: true });
    expect(tickets[0]?.token_hash).toBe(tokenHash(issued.qrToken));
    const everything = JSON.stringify(await query(`select * from attendance.ticket`));
    expect(everything).not.toContain(issued.qrToken);
    expect(await query(`select * from attendance.processed_event`)).toHaveLength(1);
  });

  it('issues nothing more for a second payment event of the same registration', async () => {
    const first = paymentCompleted();
    await kit.payments.onPaymentCompleted(first);
    await kit.payments.onPaymentCompleted(paymentCompleted({ ...first.payload, paymentId: 99999 }));
    expect(await query(`select id from attendance.ticket`)).toHaveLength(1);
    expect(await issuedEvents()).toHaveLength(1);
  });

  it('rolls back the ticket and the event when the work fails, so a retry issues them once', async () => {
    const event = paymentCompleted({ fullName: 'x'.repeat(10) });
    await query(`alter table attendance.ticket add constraint boom check (registration_id < 0)`);
    try {
      await expect(kit.payments.onPaymentCompleted(event)).rejects.toThrow();
    } finally {
      await query(`alter table attendance.ticket drop constraint boom`);
    }
    expect(await query(`select * from attendance.attendee`)).toHaveLength(0);
    expect(await issuedEvents()).toHaveLength(0);
    await kit.payments.onPaymentCompleted(event);
    expect(await issuedEvents()).toHaveLength(1);
  });

  it('marks a complimentary ticket as a privilege guest', async () => {
    const event = paymentCompleted({
      method: 'complimentary',
      amount: 0,
      provider: null,
      confirmedBy: 'admin',
    });
    await kit.payments.onPaymentCompleted(event);
    expect((await issuedEvents())[0]?.paymentStatus).toBe('privilege_guest');
    expect((await kit.lookup.byRef(event.payload.registrationRef)).status).toBe('privilege_guest');
  });

  it('draws a QR code that decodes to the issued token', async () => {
    const event = paymentCompleted();
    await kit.payments.onPaymentCompleted(event);
    const issued = (await issuedEvents())[0] as TicketIssuedPayload;
    const png = await qrCodes.png(event.payload.registrationRef);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(await decodeQrPng(png)).toEqual([issued.qrToken]);
    const { qrCode } = await qrCodes.dataUrl(event.payload.registrationRef);
    expect(qrCode).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('answers 404 for an unknown reference and 409 while the payment is pending', async () => {
    await expect(qrCodes.png('A'.repeat(22))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Registration not found',
    });
    const created = registrationCreated();
    await kit.registrations.onRegistrationCreated(created);
    const pending = await qrCodes.png(created.payload.ref).catch((error: unknown) => error);
    expect(pending).toBeInstanceOf(DomainError);
    expect(pending).toMatchObject({ code: 'TICKET_NOT_ISSUED' });
    expect((pending as DomainError).message).toMatch(/Payment not completed/);
    expect(await kit.lookup.byRef(created.payload.ref)).toEqual({
      registration: {
        id: created.payload.registrationId,
        fullName: 'Arun Kumar',
        email: 'arun@example.com',
        phone: '9876543210',
        package: 'diamond',
        ticketNumber: 1,
        paymentStatus: 'pending',
        attended: false,
        attendedAt: null,
      },
      status: 'payment_pending',
    });
  });

  it('keeps the paid status when registration.created arrives after payment.completed', async () => {
    const created = registrationCreated();
    const paid = paymentCompleted({
      registrationId: created.payload.registrationId,
      registrationRef: created.payload.ref,
      fullName: 'Arun Kumar',
    });
    await kit.payments.onPaymentCompleted(paid);
    await kit.registrations.onRegistrationCreated(created);
    await kit.registrations.onRegistrationCreated(created);
    expect((await kit.lookup.byRef(created.payload.ref)).status).toBe('confirmed');
    expect(await query(`select * from attendance.attendee`)).toHaveLength(1);
  });
});
