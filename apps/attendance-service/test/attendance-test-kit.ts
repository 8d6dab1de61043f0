import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { eventConsumers, TICKET_ISSUED } from '@eventdesk/contracts';
import { EventPublisher, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { AttendanceLookupService } from '../src/attendees/attendance-lookup.service';
import { RegistrationEventsConsumer } from '../src/attendees/registration-events.consumer';
import { CheckInService } from '../src/check-in/check-in.service';
import { ATTENDANCE_SCHEMA, attendanceOrmConfig } from '../src/database';
import { PaymentEventsConsumer } from '../src/tickets/payment-events.consumer';
import { TicketTokens } from '../src/tickets/ticket-tokens';

export interface AttendanceTestKit {
  orm: MikroORM;
  publisher: EventPublisher;
  relay: OutboxRelay;
  /** A fresh signing secret per spec file, and the tokens signed with it. */
  secret: string;
  tokens: TicketTokens;
  /** Built on first use, over the kit's database, tokens and relay. */
  readonly payments: PaymentEventsConsumer;
  readonly registrations: RegistrationEventsConsumer;
  readonly checkIn: CheckInService;
  readonly lookup: AttendanceLookupService;
  /** Empties the attendance schema (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The worker's database and a publisher on its own queue prefix (`name` keeps parallel specs apart). The relay
 * ticks once a minute unless `relayIntervalMs` says otherwise (specs that wait for a publish want it sooner).
 */
export async function startAttendanceTestKit(
  name: string,
  options: { relayIntervalMs?: number } = {},
): Promise<AttendanceTestKit> {
  const orm = await createTestOrm(attendanceOrmConfig);
  const publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix(name));
  const relay = new OutboxRelay(orm, publisher, {
    intervalMs: options.relayIntervalMs ?? 60_000,
    batchSize: 100,
  });
  const secret = randomBytes(32).toString('base64url');
  const tokens = new TicketTokens(secret);
  let payments: PaymentEventsConsumer | undefined;
  let registrations: RegistrationEventsConsumer | undefined;
  let checkIn: CheckInService | undefined;
  let lookup: AttendanceLookupService | undefined;
  return {
    orm,
    publisher,
    relay,
    secret,
    tokens,
    get payments() {
      return (payments ??= new PaymentEventsConsumer(orm.em, tokens, relay));
    },
    get registrations() {
      return (registrations ??= new RegistrationEventsConsumer(orm.em));
    },
    get checkIn() {
      return (checkIn ??= new CheckInService(orm.em, tokens));
    },
    get lookup() {
      return (lookup ??= new AttendanceLookupService(orm.em));
    },
    reset: () => truncateSchema(orm, ATTENDANCE_SCHEMA),
    async close() {
      await relay.stop();
      // The ticket.issued jobs the relay published are this spec's: none is left for a later run.
      for (const consumer of eventConsumers[TICKET_ISSUED] ?? []) {
        await publisher.queue(consumer, TICKET_ISSUED).obliterate({ force: true });
      }
      await publisher.close();
      await orm.close();
    },
  };
}
