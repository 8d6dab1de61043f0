import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { eventConsumers, TICKET_ISSUED, ticketIssuedPayload } from '@eventdesk/contracts';
import { EventPublisher, Metrics, OutboxRelay } from '@eventdesk/server-kit';
import {
  createTestOrm,
  metricSamples,
  metricValue,
  TEST_REDIS_URL,
  testQueuePrefix,
  truncateSchema,
} from '@eventdesk/testing';
import { paymentCompleted, registrationCreated } from '../../test/events';
import { RegistrationEventsConsumer } from '../attendees/registration-events.consumer';
import { CheckInService } from '../check-in/check-in.service';
import { ATTENDANCE_SCHEMA, attendanceOrmConfig } from '../database';
import { PaymentEventsConsumer } from '../tickets/payment-events.consumer';
import { TicketTokens } from '../tickets/ticket-tokens';
import { AttendanceFigures } from './attendance-figures';

Logger.overrideLogger(['error']);

describe('attendance figures on /metrics (real PostgreSQL)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let payments: PaymentEventsConsumer;
  let checkIn: CheckInService;
  let metrics: Metrics;
  const tokens = new TicketTokens(randomBytes(32).toString('base64url'));
  const prefix = testQueuePrefix('attendance-figures');

  beforeAll(async () => {
    orm = await createTestOrm(attendanceOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, prefix);
    relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
    payments = new PaymentEventsConsumer(orm.em, tokens, relay);
    checkIn = new CheckInService(orm.em, tokens);
    metrics = new Metrics('attendance');
    new AttendanceFigures(metrics, orm.em);
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

  const scrape = async () => (await metrics.exposition()).body;
  const tickets = (body: string, state: string) => metricValue(body, 'eventdesk_tickets', { state });

  /** Pays for a registration (the ticket is issued) and returns the ticket's QR token and id. */
  async function paidTicket() {
    const event = paymentCompleted();
    await payments.onPaymentCompleted(event);
    const rows = (await orm.em
      .fork()
      .getConnection()
      .execute(`select payload from attendance.outbox_event where payload->>'registrationId' = ?`, [
        String(event.payload.registrationId),
      ])) as Array<{ payload: unknown }>;
    const issued = ticketIssuedPayload.parse(rows[0]?.payload);
    return { token: issued.qrToken, ticketId: issued.ticketId };
  }

  it('reports both states, zeros included, on an empty schema', async () => {
    expect(metricSamples(await scrape(), 'eventdesk_tickets')).toEqual([
      { labels: { state: 'issued_unused', app: 'attendance' }, value: 0 },
      { labels: { state: 'checked_in', app: 'attendance' }, value: 0 },
    ]);
  });

  it('moves a ticket from issued_unused to checked_in at the door, and back when staff undo it', async () => {
    const first = await paidTicket();
    const second = await paidTicket();
    await paidTicket();
    // An unpaid registration has no ticket.
    await new RegistrationEventsConsumer(orm.em).onRegistrationCreated(registrationCreated());
    let body = await scrape();
    expect(tickets(body, 'issued_unused')).toBe(3);
    expect(tickets(body, 'checked_in')).toBe(0);

    await checkIn.scan({ qrToken: first.token, staff: 'door-1' });
    await checkIn.scan({ qrToken: second.token, staff: 'door-2' });
    // A repeated scan is refused and changes nothing.
    await expect(checkIn.scan({ qrToken: first.token, staff: 'door-1' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    body = await scrape();
    expect(tickets(body, 'issued_unused')).toBe(1);
    expect(tickets(body, 'checked_in')).toBe(2);

    await checkIn.undo({ ticketId: second.ticketId, staff: 'manager' });
    body = await scrape();
    expect(tickets(body, 'issued_unused')).toBe(2);
    expect(tickets(body, 'checked_in')).toBe(1);
  });
});
