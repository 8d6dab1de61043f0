import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import {
  ATTENDANCE_CHECK_IN_UNDONE,
  ATTENDANCE_CHECKED_IN,
  checkedInPayload,
  checkInUndonePayload,
  eventConsumers,
  TICKET_ISSUED,
  ticketIssuedPayload,
} from '@eventdesk/contracts';
import { EventPublisher, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { paymentCompleted } from '../../test/events';
import { ATTENDANCE_SCHEMA, attendanceOrmConfig } from '../database';
import { PaymentEventsConsumer } from '../tickets/payment-events.consumer';
import { TicketTokens } from '../tickets/ticket-tokens';
import { CheckInService } from './check-in.service';

jest.setTimeout(30_000);
Logger.overrideLogger(['error']);

/** The door tells the registration side (issue 16 item 5): one event per admission and per undo, none otherwise. */
describe('check-in events in the outbox (real PostgreSQL)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let payments: PaymentEventsConsumer;
  let checkIn: CheckInService;
  const tokens = new TicketTokens(randomBytes(32).toString('base64url'));

  beforeAll(async () => {
    orm = await createTestOrm(attendanceOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('attendance-check-in-events'));
    relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
    payments = new PaymentEventsConsumer(orm.em, tokens, relay);
    checkIn = new CheckInService(orm.em, tokens);
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

  const events = async (name: string) =>
    (
      (await orm.em
        .fork()
        .getConnection()
        .execute(`select payload from attendance.outbox_event where name = ? order by created_at`, [
          name,
        ])) as Array<{ payload: unknown }>
    ).map((row) => row.payload);

  it('records attendance.checked-in once per admission (not for a replay or a refusal) and the undo', async () => {
    const paid = paymentCompleted();
    await payments.onPaymentCompleted(paid);
    const [issued] = await events(TICKET_ISSUED);
    const { qrToken, ticketId } = ticketIssuedPayload.parse(issued);

    const admitted = await checkIn.scan({ qrToken, nonce: 'nonce-1', staff: 'door-1' });
    await checkIn.scan({ qrToken, nonce: 'nonce-1', staff: 'door-1' });
    await expect(checkIn.scan({ qrToken, nonce: 'nonce-2', staff: 'door-2' })).rejects.toThrow(
      /Already Attended/,
    );
    const checkedIn = (await events(ATTENDANCE_CHECKED_IN)).map((payload) => checkedInPayload.parse(payload));
    expect(checkedIn).toEqual([
      {
        ticketId,
        registrationId: paid.payload.registrationId,
        checkedInAt: admitted.registration.attendedAt,
        checkedInBy: 'door-1',
      },
    ]);

    await checkIn.undo({ ticketId, staff: 'admin-1' });
    const undone = (await events(ATTENDANCE_CHECK_IN_UNDONE)).map((payload) =>
      checkInUndonePayload.parse(payload),
    );
    expect(undone).toEqual([
      {
        ticketId,
        registrationId: paid.payload.registrationId,
        previousCheckedInAt: admitted.registration.attendedAt,
        undoneAt: expect.any(String),
        undoneBy: 'admin-1',
      },
    ]);
  });
});
