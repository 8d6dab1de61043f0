import type { MikroORM } from '@mikro-orm/postgresql';
import { EventPublisher, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix } from '@eventdesk/testing';
import { buildRegistration } from '../../test/factories/registration.factory';
import { resetRegistrationDb, setCapacity } from '../../test/registration-test-db';
import { registrationOrmConfig } from '../database';
import { FollowupEntry } from '../registrations/followup-entry.entity';
import { Registration } from '../registrations/registration.entity';
import { SettingsService } from '../settings/settings.service';
import { AdminRegistrationsService } from './admin-registrations.service';
import { FollowupsService } from './followups.service';
import { PaymentStatusService } from './payment-status.service';
import { auditEntries, markPaid, seatsOf } from './registration-changes.test-kit';

describe('payment status and follow-ups set by staff (real PostgreSQL)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let settings: SettingsService;
  let registrations: AdminRegistrationsService;
  let paymentStatus: PaymentStatusService;
  let followups: FollowupsService;

  beforeAll(async () => {
    orm = await createTestOrm(registrationOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('registration-followups'));
    relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
    settings = new SettingsService(orm.em);
    registrations = new AdminRegistrationsService(orm.em, relay, settings);
    paymentStatus = new PaymentStatusService(orm.em, settings);
    followups = new FollowupsService(orm.em);
  });
  afterAll(async () => {
    // A nudge may still be publishing: let it finish before the pool closes.
    await relay.stop();
    await publisher.close();
    await orm.close();
  });
  beforeEach(async () => {
    await resetRegistrationDb(orm, settings);
  });

  const create = async (pkg: 'gold' | 'vip' = 'gold') =>
    (await registrations.create({ actor: 'admin', body: buildRegistration({ package: pkg }) })).id;
  const row = (id: number) => orm.em.fork().findOneOrFail(Registration, id);

  describe('payment status', () => {
    it('void releases the seat; back to pending claims one again; each change is audited', async () => {
      const id = await create();
      expect(
        await paymentStatus.set({ id, actor: 'admin', status: 'void', note: 'duplicate' }),
      ).toMatchObject({
        paymentStatus: 'void',
        lastUpdatedBy: 'admin',
      });
      expect(await seatsOf(orm, id)).toEqual([]);
      await paymentStatus.set({ id, actor: 'admin', status: 'prospect' });
      expect(await seatsOf(orm, id)).toEqual([{ package: 'gold', sold: false }]);
      await paymentStatus.set({ id, actor: 'admin', status: 'pending' });
      expect((await row(id)).paymentStatus).toBe('pending');
      const entries = await auditEntries(orm, 'registration.payment-status');
      expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
        [{ paymentStatus: 'pending' }, { paymentStatus: 'void', seat: 'released', note: 'duplicate' }],
        [{ paymentStatus: 'void' }, { paymentStatus: 'prospect', seat: 'claimed', note: null }],
        [{ paymentStatus: 'prospect' }, { paymentStatus: 'pending', seat: 'unchanged', note: null }],
      ]);
    });

    it('a void registration stays void (409 Sold out) when its package has no free seat', async () => {
      await setCapacity(settings, 'vip', 1);
      const id = await create('vip');
      await paymentStatus.set({ id, actor: 'admin', status: 'void' });
      await create('vip');
      await expect(paymentStatus.set({ id, actor: 'admin', status: 'pending' })).rejects.toMatchObject({
        code: 'SOLD_OUT',
      });
      expect((await row(id)).paymentStatus).toBe('void');
    });

    it('a completed payment cannot be set back or voided here (409), and its seat stays sold', async () => {
      const id = await create();
      await markPaid(orm, id);
      for (const status of ['pending', 'prospect', 'void'] as const) {
        await expect(paymentStatus.set({ id, actor: 'admin', status })).rejects.toMatchObject({
          code: 'CONFLICT',
          message: expect.stringContaining('refund is not supported'),
        });
      }
      expect(await seatsOf(orm, id)).toEqual([{ package: 'gold', sold: true }]);
    });

    it('404s for a deleted registration', async () => {
      const id = await create();
      await registrations.softDelete({ id, actor: 'super' });
      await expect(paymentStatus.set({ id, actor: 'admin', status: 'void' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });
  });

  describe('follow-ups', () => {
    it('stores status, notes (Tamil too), who and when, one history row per update, newest first', async () => {
      const id = await create();
      expect(
        await followups.update({ id, actor: 'caller1', status: 'need_to_follow_up', notes: 'நாளை அழைக்கவும்' }),
      ).toEqual({ message: 'Followup status updated successfully!' });
      await followups.update({ id, actor: 'caller2', status: 'will_do_later', notes: '' });
      expect(await row(id)).toMatchObject({
        followupStatus: 'will_do_later',
        followupNotes: '',
        lastFollowupBy: 'caller2',
      });
      const history = await followups.history(id);
      expect(history.map(({ status, notes, updatedBy }) => ({ status, notes, updatedBy }))).toEqual([
        { status: 'will_do_later', notes: '', updatedBy: 'caller2' },
        { status: 'need_to_follow_up', notes: 'நாளை அழைக்கவும்', updatedBy: 'caller1' },
      ]);
      const [first] = await auditEntries(orm, 'followup.update');
      expect(first).toMatchObject({
        before: { followupStatus: null, followupNotes: null },
        after: { followupStatus: 'need_to_follow_up', followupNotes: 'நாளை அழைக்கவும்' },
      });
    });

    it('allows only the statuses of the payment status (400 with the spec message), storing nothing', async () => {
      const unpaid = await create();
      await expect(
        followups.update({ id: unpaid, actor: 'a', status: 'completed', notes: '' }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Invalid followup status for the current payment status.',
      });
      const paid = await create();
      await markPaid(orm, paid);
      await expect(
        followups.update({ id: paid, actor: 'a', status: 'pending', notes: '' }),
      ).rejects.toMatchObject({
        message: 'Invalid followup status for the current payment status.',
      });
      await followups.update({ id: paid, actor: 'a', status: 'completed', notes: 'Admin updated' });
      expect(await orm.em.fork().count(FollowupEntry, {})).toBe(1);
      await expect(followups.history(999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('Fix Followup Status completes every live, paid registration whose follow-up is not completed', async () => {
      const [paidNone, paidPending, paidDone, unpaid, paidDeleted] = [
        await create(),
        await create(),
        await create(),
        await create(),
        await create(),
      ] as [number, number, number, number, number];
      for (const id of [paidNone, paidPending, paidDone, paidDeleted]) {
        await markPaid(orm, id);
      }
      await orm.em
        .getConnection()
        .execute(`update registration.registration set followup_status = 'pending' where id = ?`, [
          paidPending,
        ]);
      await followups.update({ id: paidDone, actor: 'a', status: 'completed', notes: '' });
      await registrations.softDelete({ id: paidDeleted, actor: 'super' });

      expect(await followups.fixCompleted('super')).toEqual({
        updated: 2,
        message: '2 registrations updated',
      });
      expect((await row(paidNone)).followupStatus).toBe('completed');
      expect((await row(paidPending)).followupStatus).toBe('completed');
      expect((await row(unpaid)).followupStatus).toBeNull();
      expect((await row(paidDeleted)).followupStatus).toBeNull();
      expect((await followups.history(paidNone))[0]).toMatchObject({
        status: 'completed',
        notes: 'Fix Followup Status',
        updatedBy: 'super',
      });
      const [entry] = await auditEntries(orm, 'followup.bulk-complete');
      expect(entry).toMatchObject({ actor: 'super', targetType: 'registration', targetId: null });
      expect(entry?.after).toEqual({ followupStatus: 'completed', registrationIds: [paidNone, paidPending] });
      expect(await followups.fixCompleted('super')).toMatchObject({
        updated: 0,
        message: '0 registrations updated',
      });
    });
  });
});
