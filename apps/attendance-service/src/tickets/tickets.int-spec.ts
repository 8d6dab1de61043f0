import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import {
  eventConsumers,
  TICKET_ISSUED,
  ticketIssuedPayload,
  type TicketIssuedPayload,
} from '@eventdesk/contracts';
import { DomainError, EventPublisher, OutboxRelay } from '@eventdesk/server-kit';
import {
  createTestOrm,
  decodeQrPng,
  TEST_REDIS_URL,
  testQueuePrefix,
  truncateSchema,
} from '@eventdesk/testing';
import { paymentCompleted, registrationCreated } from '../../test/events';
import { AttendanceLookupService } from '../attendees/attendance-lookup.service';
import { RegistrationEventsConsumer } from '../attendees/registration-events.consumer';
import { ATTENDANCE_SCHEMA, attendanceOrmConfig } from '../database';
import { PaymentEventsConsumer } from './payment-events.consumer';
import { QrCodesService } from './qr-codes.service';
import { tokenHash } from './ticket-token';
import { TicketTokens } from './ticket-tokens';

jest.setTimeout(20_000);
Logger.overrideLogger(['error']);

describe('ticket issuance on payment.completed (real PostgreSQL and Redis)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let payments: PaymentEventsConsumer;
  let registrations: RegistrationEventsConsumer;
  let qrCodes: QrCodesService;
  let lookup: AttendanceLookupService;
  const tokens = new TicketTokens(randomBytes(32).toString('base64url'));
  const prefix = testQueuePrefix('attendance-tickets');

  beforeAll(async () => {
    orm = await createTestOrm(attendanceOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, prefix);
    relay = new OutboxRelay(orm, publisher, { intervalMs: 1000, batchSize: 100 });
    payments = new PaymentEventsConsumer(orm.em, tokens, relay);
    registrations = new RegistrationEventsConsumer(orm.em);
    qrCodes = new QrCodesService(orm.em, tokens);
    lookup = new AttendanceLookupService(orm.em);
  });
  afterAll(async () => {
    await relay.stop();
    for (const consumer of eventConsumers[TICKET_ISSUED] ?? []) {
      await publisher.queue(consumer, TICKET_ISSUED).obliterate({ force: true });
    }
    await publisher.close();
    await orm.close();
  });
  beforeEach(() => truncateSchema(orm, ATTENDANCE_SCHEMA));

  const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await orm.em.fork().getConnection().execute(sql, params)) as T[];
  const issuedEvents = async () =>
    (
      await query<{ payload: unknown }>(
        `select payload from attendance.outbox_event where name = ? order by created_at`,
        [TICKET_ISSUED],
      )
    ).map((row) => ticketIssuedPayload.parse(row.payload));

  it('issues one ticket and one ticket.issued when the event is delivered twice', async () => {
    const event = paymentCompleted();
    await payments.onPaymentCompleted(event);
    await payments.onPaymentCompleted(event);

    const tickets = await query<{ registration_id: number; token_hash: string; seed: string }>(
      `select registration_id, token_hash, seed from attendance.ticket`,
    );
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
    });
    // The token verifies, only its hash is stored, and the seed alone is not the token.
    expect(tokens.verify(issued.qrToken)).toEqual({ ok: true });
    expect(tickets[0]?.token_hash).toBe(tokenHash(issued.qrToken));
    const everything = JSON.stringify(await query(`select * from attendance.ticket`));
    expect(everything).not.toContain(issued.qrToken);
    expect(await query(`select * from attendance.processed_event`)).toHaveLength(1);
  });

  it('issues nothing more for a second payment event of the same registration', async () => {
    const first = paymentCompleted();
    await payments.onPaymentCompleted(first);
    await payments.onPaymentCompleted(paymentCompleted({ ...first.payload, paymentId: 99999 }));
    expect(await query(`select id from attendance.ticket`)).toHaveLength(1);
    expect(await issuedEvents()).toHaveLength(1);
  });

  it('rolls back the ticket and the event when the work fails, so a retry issues them once', async () => {
    const event = paymentCompleted({ fullName: 'x'.repeat(10) });
    await query(`alter table attendance.ticket add constraint boom check (registration_id < 0)`);
    try {
      await expect(payments.onPaymentCompleted(event)).rejects.toThrow();
    } finally {
      await query(`alter table attendance.ticket drop constraint boom`);
    }
    expect(await query(`select * from attendance.attendee`)).toHaveLength(0);
    expect(await issuedEvents()).toHaveLength(0);
    await payments.onPaymentCompleted(event);
    expect(await issuedEvents()).toHaveLength(1);
  });

  it('marks a complimentary ticket as a privilege guest', async () => {
    const event = paymentCompleted({
      method: 'complimentary',
      amount: 0,
      provider: null,
      confirmedBy: 'admin',
    });
    await payments.onPaymentCompleted(event);
    expect((await issuedEvents())[0]?.paymentStatus).toBe('privilege_guest');
    expect((await lookup.byRef(event.payload.registrationRef)).status).toBe('privilege_guest');
  });

  it('draws a QR code that decodes to the issued token', async () => {
    const event = paymentCompleted();
    await payments.onPaymentCompleted(event);
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
    await registrations.onRegistrationCreated(created);
    const pending = await qrCodes.png(created.payload.ref).catch((error: unknown) => error);
    expect(pending).toBeInstanceOf(DomainError);
    expect(pending).toMatchObject({ code: 'CONFLICT' });
    expect((pending as DomainError).message).toMatch(/Payment not completed/);
    expect(await lookup.byRef(created.payload.ref)).toEqual({
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
    await payments.onPaymentCompleted(paid);
    await registrations.onRegistrationCreated(created);
    await registrations.onRegistrationCreated(created);
    expect((await lookup.byRef(created.payload.ref)).status).toBe('confirmed');
    expect(await query(`select * from attendance.attendee`)).toHaveLength(1);
  });
});
