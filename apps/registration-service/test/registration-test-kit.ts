import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventSettings } from '@eventdesk/contracts';
import { Clock, EventPublisher, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix } from '@eventdesk/testing';
import { registrationOrmConfig } from '../src/database';
import { AdminRegistrationsService } from '../src/registration-changes/admin-registrations.service';
import { AdditionalTicketsService } from '../src/registrations/additional-tickets.service';
import { RegistrationsService } from '../src/registrations/registrations.service';
import { SettingsService } from '../src/settings/settings.service';
import { resetRegistrationDb } from './registration-test-db';

export interface RegistrationTestKit {
  orm: MikroORM;
  publisher: EventPublisher;
  relay: OutboxRelay;
  settings: SettingsService;
  clock: Clock;
  /** Built on first use, over the kit's relay, settings and clock. */
  readonly registrations: RegistrationsService;
  readonly tickets: AdditionalTicketsService;
  readonly admin: AdminRegistrationsService;
  /** Empties the schema and stores the seed settings, with `change` applied (see resetRegistrationDb). */
  reset(change?: (draft: EventSettings) => void): Promise<EventSettings>;
  close(): Promise<void>;
}

/**
 * The worker's database and a publisher on its own queue prefix (`name` keeps parallel specs apart), with the
 * relay and settings every registration int-spec needs. The relay never ticks on its own (a minute apart).
 */
export async function startRegistrationTestKit(
  name: string,
  options: { clock?: Clock } = {},
): Promise<RegistrationTestKit> {
  const orm = await createTestOrm(registrationOrmConfig);
  const publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix(name));
  const relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
  const settings = new SettingsService(orm.em);
  const clock = options.clock ?? new Clock();
  let registrations: RegistrationsService | undefined;
  let tickets: AdditionalTicketsService | undefined;
  let admin: AdminRegistrationsService | undefined;
  return {
    orm,
    publisher,
    relay,
    settings,
    clock,
    get registrations() {
      return (registrations ??= new RegistrationsService(orm.em, relay, settings, clock));
    },
    get tickets() {
      return (tickets ??= new AdditionalTicketsService(orm.em, relay, settings, clock));
    },
    get admin() {
      return (admin ??= new AdminRegistrationsService(orm.em, relay, settings));
    },
    reset: (change) => resetRegistrationDb(orm, settings, change),
    async close() {
      // A nudge may still be publishing: let it finish before the pool closes.
      await relay.stop();
      await publisher.close();
      await orm.close();
    },
  };
}
