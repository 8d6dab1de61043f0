import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { STAFF_USER_CHANGED, type EventEnvelope, type StaffUserChangedPayload } from '@eventdesk/contracts';
import { createTestOrm, overTheWire, type OverTheWire } from '@eventdesk/testing';
import { createStaffMember } from '../../test/factories/staff-member.factory';
import { errorCode, resetLeadsDb, viewer } from '../../test/leads-test-kit';
import { leadsOrmConfig } from '../database';
import { CallersHandler } from './callers.handler';
import { StaffMember } from './staff-member.entity';
import { StaffUserChangedConsumer } from './staff-user-changed.consumer';

function changed(
  payload: Partial<StaffUserChangedPayload> & { version: number },
): EventEnvelope<StaffUserChangedPayload> {
  return {
    id: randomUUID(),
    name: STAFF_USER_CHANGED,
    occurredAt: new Date().toISOString(),
    payload: {
      userId: 7,
      username: 'priya',
      role: 'user',
      disabled: false,
      change: 'created',
      changedAt: new Date().toISOString(),
      ...payload,
    } satisfies StaffUserChangedPayload,
  };
}

describe('the callers’ read model (real PostgreSQL)', () => {
  let orm: MikroORM;
  let consumer: StaffUserChangedConsumer;
  let handler: OverTheWire<CallersHandler>;

  const member = () => orm.em.fork().findOne(StaffMember, { userId: 7 });

  beforeAll(async () => {
    orm = await createTestOrm(leadsOrmConfig);
    consumer = new StaffUserChangedConsumer(orm.em);
    handler = overTheWire(new CallersHandler(orm.em));
  });
  afterAll(async () => {
    await orm.close();
  });
  beforeEach(async () => {
    await resetLeadsDb(orm);
  });

  it('keeps the newest state of each account: an older or repeated event changes nothing', async () => {
    await consumer.onStaffUserChanged(changed({ version: 1 }));
    expect(await member()).toMatchObject({ username: 'priya', role: 'user', disabled: false, version: '1' });

    const disabled = changed({ version: 3, disabled: true, change: 'disabled' });
    await consumer.onStaffUserChanged(disabled);
    // The role change (version 2) arrives late, after the account was disabled (version 3).
    await consumer.onStaffUserChanged(changed({ version: 2, role: 'lead_manager', change: 'role-changed' }));
    await consumer.onStaffUserChanged(disabled);
    await consumer.onStaffUserChanged(changed({ version: 1 }));
    expect(await member()).toMatchObject({ role: 'user', disabled: true, version: '3' });

    await consumer.onStaffUserChanged(changed({ version: 4, disabled: false, change: 'enabled' }));
    expect(await member()).toMatchObject({ disabled: false, version: '4' });
  });

  it('lists the staff users with role user, by username, with whether they are active', async () => {
    await createStaffMember(orm.em, { username: 'ravi', disabled: true });
    await createStaffMember(orm.em, { username: 'anbu' });
    await createStaffMember(orm.em, { username: 'kala', role: 'lead_manager' });
    await createStaffMember(orm.em, { username: 'admin-1', role: 'admin' });
    expect(await handler.callers({ viewer: viewer('lead_manager') })).toEqual({
      callers: [
        { username: 'anbu', active: true },
        { username: 'ravi', active: false },
      ],
    });
    expect(await errorCode(handler.callers({ viewer: viewer('user', 'anbu') }))).toBe('FORBIDDEN');
    expect(() => handler.callers({})).toThrow();
  });
});
