import { overTheWire, type OverTheWire } from '@eventdesk/testing';
import { buildRegistration } from '../../test/factories/registration.factory';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { auditEntries, markPaid } from '../registration-changes/registration-changes.test-kit';
import { Registration } from '../registrations/registration.entity';
import { FollowupEntry } from './followup-entry.entity';
import { FollowupsHandler } from './followups.handler';
import { FollowupsService } from './followups.service';

describe('follow-ups set by staff (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let followups: FollowupsService;
  let handler: OverTheWire<FollowupsHandler>;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('registration-followups');
    followups = new FollowupsService(kit.orm.em);
    handler = overTheWire(new FollowupsHandler(followups));
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const create = async (pkg: 'gold' | 'vip' = 'gold') =>
    (await kit.admin.create({ actor: 'admin', body: buildRegistration({ package: pkg }) })).id;
  const row = (id: number) => kit.orm.em.fork().findOneOrFail(Registration, id);

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
      const [first] = await auditEntries(kit.orm, 'followup.update');
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
        code: 'FOLLOWUP_STATUS_NOT_ALLOWED',
        message: 'Invalid followup status for the current payment status.',
      });
      const paid = await create();
      await markPaid(kit.orm, paid);
      await expect(
        followups.update({ id: paid, actor: 'a', status: 'pending', notes: '' }),
      ).rejects.toMatchObject({
        message: 'Invalid followup status for the current payment status.',
      });
      await followups.update({ id: paid, actor: 'a', status: 'completed', notes: 'Admin updated' });
      expect(await kit.orm.em.fork().count(FollowupEntry, {})).toBe(1);
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
        await markPaid(kit.orm, id);
      }
      await kit.orm.em
        .getConnection()
        .execute(`update registration.registration set followup_status = 'pending' where id = ?`, [
          paidPending,
        ]);
      await followups.update({ id: paidDone, actor: 'a', status: 'completed', notes: '' });
      await kit.admin.softDelete({ id: paidDeleted, actor: 'super' });

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
      const [entry] = await auditEntries(kit.orm, 'followup.bulk-complete');
      expect(entry).toMatchObject({ actor: 'super', targetType: 'registration', targetId: null });
      expect(entry?.after).toEqual({ followupStatus: 'completed', registrationIds: [paidNone, paidPending] });
      expect(await followups.fixCompleted('super')).toMatchObject({
        updated: 0,
        message: '0 registrations updated',
      });
    });

    it('counts the follow-up cards with the list filters, never counting deleted rows', async () => {
      await create(); // never followed up: counts as pending
      const [pending, needFollowUp, notInterested, completed, deleted] = [
        await create(),
        await create(),
        await create('vip'),
        await create(),
        await create(),
      ] as [number, number, number, number, number];
      await markPaid(kit.orm, completed);
      await followups.update({ id: pending, actor: 'a', status: 'pending', notes: '' });
      await followups.update({ id: needFollowUp, actor: 'a', status: 'need_to_follow_up', notes: '' });
      await followups.update({ id: notInterested, actor: 'a', status: 'not_interested', notes: '' });
      await followups.update({ id: completed, actor: 'a', status: 'completed', notes: '' });
      await followups.update({ id: deleted, actor: 'a', status: 'need_to_follow_up', notes: '' });
      await kit.admin.softDelete({ id: deleted, actor: 'super' });

      expect(await handler.followupSummary({})).toEqual({
        pending: 2,
        needFollowUp: 1,
        completed: 1,
        notInterested: 1,
      });
      expect(await handler.followupSummary({ package: 'vip' })).toEqual({
        pending: 0,
        needFollowUp: 0,
        completed: 0,
        notInterested: 1,
      });
    });
  });
});
