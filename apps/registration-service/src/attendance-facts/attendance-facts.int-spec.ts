import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import {
  ATTENDANCE_CHECKED_IN,
  ATTENDANCE_CHECK_IN_UNDONE,
  type CheckedInPayload,
  type CheckInUndonePayload,
  type EventEnvelope,
} from '@eventdesk/contracts';
import { bootstrapService, EventPublisher, EventWorkers } from '@eventdesk/server-kit';
import {
  startPrivateNats,
  testDatabaseUrl,
  testQueuePrefix,
  TEST_REDIS_URL,
  type PrivateNats,
} from '@eventdesk/testing';
import { resetRegistrationDb } from '../../test/registration-test-db';
import { AppModule } from '../app.module';
import { registrationEnvSchema } from '../config/env';
import { SettingsService } from '../settings/settings.service';

jest.setTimeout(40_000);

function envelope<P>(name: string, payload: P, id = randomUUID()): EventEnvelope {
  return { id, name, occurredAt: new Date().toISOString(), payload };
}

/** The service as main.ts starts it; the door's events arrive through its real BullMQ queues (Redis). */
describe('attendance facts on the registration (real PostgreSQL, Redis, NATS)', () => {
  const queuePrefix = testQueuePrefix('attendance-facts');
  let nats: PrivateNats;
  let app: INestApplication;
  let publisher: EventPublisher;

  const sql = <T>(statement: string, params: unknown[] = []) =>
    app.get(MikroORM).em.getConnection().execute<T[]>(statement, params);
  const attendance = async (id: number) => {
    const [row] = await sql<{ attended: boolean; attended_at: string | null }>(
      `select "attended", "attended_at" from "registration"."registration" where "id" = ?`,
      [id],
    );
    return {
      attended: row!.attended,
      attendedAt: row!.attended_at ? new Date(row!.attended_at).toISOString() : null,
    };
  };
  /** Polls until the worker has applied the event (it runs in its own time). */
  const eventually = async (id: number, expected: { attended: boolean; attendedAt: string | null }) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (JSON.stringify(await attendance(id)) === JSON.stringify(expected)) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await attendance(id)).toEqual(expected);
  };
  const insertRegistration = async (ref: string) => {
    const [row] = await sql<{ id: number }>(
      `insert into "registration"."registration"
         ("ref", "full_name", "email", "phone", "type", "package", "amount", "payment_status")
       values (?, 'Meena', ?, '9876543210', 'individual', 'gold', 3600, 'completed') returning "id"`,
      [ref, `${ref}@example.com`],
    );
    return row!.id;
  };

  beforeAll(async () => {
    nats = await startPrivateNats();
    const env = registrationEnvSchema.parse({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      NATS_URL: nats.url,
      QUEUE_PREFIX: queuePrefix,
    });
    app = await bootstrapService('registration', AppModule.forRoot(env), env);
    await resetRegistrationDb(app.get(MikroORM), app.get(SettingsService));
    publisher = new EventPublisher(TEST_REDIS_URL, queuePrefix);
  });
  afterAll(async () => {
    for (const name of [ATTENDANCE_CHECKED_IN, ATTENDANCE_CHECK_IN_UNDONE]) {
      await publisher
        ?.queue('registration', name)
        .obliterate({ force: true })
        .catch(() => undefined);
    }
    await publisher?.close();
    await app?.close();
    await nats?.stop();
  });

  it('records attended / attendedAt from a check-in once; a redelivery changes nothing; an undo clears it', async () => {
    const id = await insertRegistration('AttendFactsRef000000001');
    expect(await attendance(id)).toEqual({ attended: false, attendedAt: null });

    const checkedInAt = '2026-10-25T04:00:00.000Z';
    const checkIn = envelope<CheckedInPayload>(ATTENDANCE_CHECKED_IN, {
      ticketId: 1,
      registrationId: id,
      checkedInAt,
      checkedInBy: 'door1',
    });
    await publisher.publish(checkIn);
    await eventually(id, { attended: true, attendedAt: checkedInAt });

    // Staff set attended_at by hand to see that a second delivery of the same event does not write again.
    await sql(
      `update "registration"."registration" set "attended_at" = '2026-10-25T03:00:00Z' where "id" = ?`,
      [id],
    );
    const workers = app.get(EventWorkers);
    const handler = workers.handlers.get(ATTENDANCE_CHECKED_IN)!;
    await workers.process({ data: checkIn, attemptsMade: 1, opts: { attempts: 5 } }, handler);
    expect(await attendance(id)).toEqual({ attended: true, attendedAt: '2026-10-25T03:00:00.000Z' });
    await sql(`update "registration"."registration" set "attended_at" = ? where "id" = ?`, [checkedInAt, id]);

    // An undo of an earlier check-in (a late retry) leaves the newer one alone.
    const staleUndo = envelope<CheckInUndonePayload>(ATTENDANCE_CHECK_IN_UNDONE, {
      ticketId: 1,
      registrationId: id,
      previousCheckedInAt: '2026-10-25T02:00:00.000Z',
      undoneAt: '2026-10-25T02:30:00.000Z',
      undoneBy: 'admin',
    });
    await workers.process(
      { data: staleUndo, attemptsMade: 0, opts: { attempts: 5 } },
      workers.handlers.get(ATTENDANCE_CHECK_IN_UNDONE)!,
    );
    expect(await attendance(id)).toEqual({ attended: true, attendedAt: checkedInAt });

    await publisher.publish(
      envelope<CheckInUndonePayload>(ATTENDANCE_CHECK_IN_UNDONE, {
        ticketId: 1,
        registrationId: id,
        previousCheckedInAt: checkedInAt,
        undoneAt: '2026-10-25T04:05:00.000Z',
        undoneBy: 'admin',
      }),
    );
    await eventually(id, { attended: false, attendedAt: null });

    // The original check-in delivered again after the undo: already processed, it does not re-admit.
    await workers.process({ data: checkIn, attemptsMade: 2, opts: { attempts: 5 } }, handler);
    expect(await attendance(id)).toEqual({ attended: false, attendedAt: null });
  });

  it('leaves other registrations alone and ignores an unknown registration', async () => {
    const id = await insertRegistration('AttendFactsRef000000002');
    const other = await insertRegistration('AttendFactsRef000000003');
    await publisher.publish(
      envelope<CheckedInPayload>(ATTENDANCE_CHECKED_IN, {
        ticketId: 9,
        registrationId: 999_999,
        checkedInAt: '2026-10-25T05:00:00.000Z',
        checkedInBy: 'door1',
      }),
    );
    await publisher.publish(
      envelope<CheckedInPayload>(ATTENDANCE_CHECKED_IN, {
        ticketId: 2,
        registrationId: id,
        checkedInAt: '2026-10-25T05:01:00.000Z',
        checkedInBy: 'door1',
      }),
    );
    await eventually(id, { attended: true, attendedAt: '2026-10-25T05:01:00.000Z' });
    expect(await attendance(other)).toEqual({ attended: false, attendedAt: null });
  });
});
