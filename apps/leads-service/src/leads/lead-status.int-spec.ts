import type { MikroORM } from '@mikro-orm/postgresql';
import { ZodError } from 'zod';
import {
  LEAD_FOLLOWUP_DATE_REQUIRED,
  LEAD_REFERENCE_REQUIRED,
  LEAD_STATUS_CHANGED,
  LEAD_STATUS_REQUIRED,
  LEAD_STATUS_UPDATED,
  leadStatuses,
  registrationPatterns,
  type LeadStatus,
} from '@eventdesk/contracts';
import { OutboxEvent } from '@eventdesk/server-kit';
import { createTestOrm, type RpcStandIn } from '@eventdesk/testing';
import { createLead } from '../../test/factories/lead.factory';
import {
  errorCode,
  resetLeadsDb,
  startLeadsRig,
  startRegistrationStandIn,
  testClock,
  viewer,
  type LeadsTestRig,
} from '../../test/leads-test-kit';
import { leadsOrmConfig } from '../database';
import { LeadStatusHistory } from './lead-status-history.entity';
import { MetaLead } from './meta-lead.entity';

const REF_PENDING = 'Pq3xYzAbCdEfGhIjKlMnOp';
const priya = viewer('user', 'priya');
const manager = viewer('lead_manager', 'kala');

describe('lead status changes (real PostgreSQL, registration lookups over real NATS)', () => {
  let orm: MikroORM;
  let rig: LeadsTestRig;
  let registrations: RpcStandIn;

  const reload = (id: number) => orm.em.fork().findOneOrFail(MetaLead, id);
  const historyOf = (id: number) =>
    orm.em.fork().find(LeadStatusHistory, { leadId: id }, { orderBy: { id: 'asc' } });
  const issues = (run: () => unknown): string[] => {
    try {
      run();
    } catch (error) {
      if (error instanceof ZodError) {
        return error.issues.map((issue) => issue.message);
      }
      throw error;
    }
    return [];
  };

  beforeAll(async () => {
    orm = await createTestOrm(leadsOrmConfig);
    rig = await startLeadsRig(orm, testClock('2026-03-02T06:00:00.000Z'), 'lead-status');
    registrations = await startRegistrationStandIn(rig.natsUrl, [
      { id: 42, ref: 'AbCdEfGhIjKlMnOpQrStUv', paymentStatus: 'completed' },
      { id: 43, ref: REF_PENDING, paymentStatus: 'pending' },
      { id: 44, ref: 'Zz9yXw8vUt7sRq6pOn5mLk', paymentStatus: 'privilege_guest' },
    ]);
  });
  afterAll(async () => {
    await registrations.close();
    await rig.close();
    await orm.close();
  });
  beforeEach(async () => {
    await resetLeadsDb(orm);
    registrations.calls.length = 0;
  });

  it('needs a status, a date for followup and a reference for payment_done (the contract rejects)', async () => {
    const lead = await createLead(orm.em, { caller: 'priya' });
    const update = (body: Record<string, unknown>) => () =>
      rig.handler.updateStatus({ viewer: priya, id: lead.id, body });
    expect(issues(update({ notes: 'called' }))).toEqual([LEAD_STATUS_REQUIRED]);
    expect(issues(update({ status: 'followup', followupDate: '' }))).toEqual([LEAD_FOLLOWUP_DATE_REQUIRED]);
    expect(issues(update({ status: 'payment_done', referenceId: '  ' }))).toEqual([LEAD_REFERENCE_REQUIRED]);
    expect(issues(update({ status: 'sold' }))).toHaveLength(1);
    expect(await historyOf(lead.id)).toEqual([]);
    expect((await reload(lead.id)).currentStatus).toBe('pending');
  });

  it('changes the lead, writes its history row and the event in one go; the author is the signed-in user', async () => {
    const lead = await createLead(orm.em, {
      caller: 'priya',
      notes: 'imported note',
      businessNotes: 'textiles',
    });
    const answer = await rig.handler.updateStatus({
      viewer: priya,
      id: lead.id,
      body: { status: 'followup', followupDate: '2026-03-05', notes: 'call Thursday', updatedBy: 'mallory' },
    });
    expect(answer).toMatchObject({
      message: LEAD_STATUS_UPDATED,
      lead: { id: lead.id, currentStatus: 'followup', followupDate: '2026-03-05', lastUpdatedBy: 'priya' },
    });
    const first = await reload(lead.id);
    expect(first).toMatchObject({
      currentStatus: 'followup',
      followupDate: '2026-03-05',
      notes: 'call Thursday',
      businessNotes: 'textiles',
      lastUpdatedBy: 'priya',
    });
    expect(first.workedAt).toBeInstanceOf(Date);

    // Business notes only: the notes stay; leaving followup drops the date.
    await rig.handler.updateStatus({
      viewer: manager,
      id: lead.id,
      body: { status: 'interested', business_notes: 'owns two shops' },
    });
    const second = await reload(lead.id);
    expect(second).toMatchObject({
      currentStatus: 'interested',
      followupDate: null,
      notes: 'call Thursday',
      businessNotes: 'owns two shops',
      lastUpdatedBy: 'kala',
      workedAt: first.workedAt,
    });

    const history = await historyOf(lead.id);
    expect(history).toMatchObject([
      {
        previousStatus: 'pending',
        status: 'followup',
        followupDate: '2026-03-05',
        notes: 'call Thursday',
        businessNotes: null,
        updatedBy: 'priya',
      },
      {
        previousStatus: 'followup',
        status: 'interested',
        followupDate: null,
        notes: null,
        businessNotes: 'owns two shops',
        updatedBy: 'kala',
      },
    ]);
    const events = await orm.em
      .fork()
      .find(OutboxEvent, { name: LEAD_STATUS_CHANGED }, { orderBy: { createdAt: 'asc' } });
    expect(events.map((event) => event.payload)).toMatchObject([
      {
        leadId: lead.id,
        historyId: Number(history[0]!.id),
        previousStatus: 'pending',
        status: 'followup',
        caller: 'priya',
        updatedBy: 'priya',
      },
      {
        leadId: lead.id,
        historyId: Number(history[1]!.id),
        status: 'interested',
        followupDate: null,
        updatedBy: 'kala',
      },
    ]);
  });

  it('answers "Lead not found" for another caller’s lead and changes nothing, looking nothing up', async () => {
    const theirs = await createLead(orm.em, { caller: 'ravi' });
    const attempt = rig.handler.updateStatus({
      viewer: priya,
      id: theirs.id,
      body: { status: 'payment_done', referenceId: '42' },
    });
    expect(await errorCode(attempt)).toBe('NOT_FOUND');
    expect(
      await errorCode(rig.handler.updateStatus({ viewer: priya, id: 999_999, body: { status: 'void' } })),
    ).toBe('NOT_FOUND');
    expect(await reload(theirs.id)).toMatchObject({ currentStatus: 'pending', linkedRegistrationId: null });
    expect(await historyOf(theirs.id)).toEqual([]);
    expect(registrations.calls).toEqual([]);
  });

  it('applies simultaneous changes of one lead one after the other: history in commit order, the last one current', async () => {
    const lead = await createLead(orm.em, { caller: 'priya' });
    const statuses: LeadStatus[] = Array.from({ length: 10 }, (_, i) => leadStatuses[(i % 4) + 1]!);
    await Promise.all(
      statuses.map((status, i) =>
        rig.handler.updateStatus({
          viewer: i % 2 ? priya : manager,
          id: lead.id,
          body: {
            status,
            followupDate: status === 'followup' ? '2026-03-10' : undefined,
            notes: `change ${i}`,
          },
        }),
      ),
    );
    const history = await historyOf(lead.id);
    expect(history).toHaveLength(10);
    expect(history[0]!.previousStatus).toBe('pending');
    // Each change saw the one committed before it: no change was lost or applied on a stale status.
    for (let i = 1; i < history.length; i += 1) {
      expect(history[i]!.previousStatus).toBe(history[i - 1]!.status);
    }
    const current = await reload(lead.id);
    expect(current.currentStatus).toBe(history.at(-1)!.status);
    expect(current.notes).toBe(history.at(-1)!.notes);
    expect(new Set(history.map((row) => row.notes)).size).toBe(10);
  });

  describe('payment_done links the registration its reference names exactly', () => {
    const pay = async (referenceId: string, who = priya) => {
      const lead = await createLead(orm.em, { caller: 'priya' });
      const answer = await rig.handler.updateStatus({
        viewer: who,
        id: lead.id,
        body: { status: 'payment_done', referenceId },
      });
      return { lead: await reload(lead.id), answer };
    };

    it('by integer id or public ref, paid when the registration is completed or a privilege guest', async () => {
      expect((await pay('42')).lead).toMatchObject({
        referenceId: '42',
        linkedRegistrationId: 42,
        linkedRegistrationRef: 'AbCdEfGhIjKlMnOpQrStUv',
        registrationPaid: true,
      });
      const byRef = await pay(REF_PENDING, viewer('admin'));
      expect(byRef.lead).toMatchObject({ linkedRegistrationId: 43, registrationPaid: false });
      expect(byRef.answer.lead.registrationLink).toEqual({
        registrationId: 43,
        registrationRef: REF_PENDING,
        paid: false,
      });
      expect((await pay('Zz9yXw8vUt7sRq6pOn5mLk')).lead).toMatchObject({
        linkedRegistrationId: 44,
        registrationPaid: true,
      });
      // A caller learns only that the lead is linked to a paid registration.
      expect((await pay('42')).answer.lead.registrationLink).toEqual({
        registrationId: null,
        registrationRef: null,
        paid: true,
      });
      expect(registrations.calls.map((call) => [call.subject, call.data])).toEqual([
        [registrationPatterns.adminGet, { id: 42 }],
        [registrationPatterns.getByRef, { ref: REF_PENDING }],
        [registrationPatterns.getByRef, { ref: 'Zz9yXw8vUt7sRq6pOn5mLk' }],
        [registrationPatterns.adminGet, { id: 42 }],
      ]);
    });

    it('leaves the lead unlinked, and the change made, when nothing matches or the lookup fails', async () => {
      for (const reference of ['9999', '500', 'UPI-123456', '042', '+91 98765 43210', '98765 43210']) {
        const { lead, answer } = await pay(reference);
        expect({ reference, status: lead.currentStatus, linked: lead.linkedRegistrationId }).toEqual({
          reference,
          status: 'payment_done',
          linked: null,
        });
        expect(answer.lead.registrationLink).toBeNull();
        expect(lead.referenceId).toBe(reference);
      }
      // Only what could be an id was asked for; a phone or free text is never sent to the registration service.
      expect(registrations.calls.map((call) => call.data)).toEqual([{ id: 9999 }, { id: 500 }]);
    });

    it('drops the reference and the link when the status moves away from payment_done', async () => {
      const { lead } = await pay('42');
      await rig.handler.updateStatus({ viewer: priya, id: lead.id, body: { status: 'interested' } });
      expect(await reload(lead.id)).toMatchObject({
        referenceId: null,
        linkedRegistrationId: null,
        linkedRegistrationRef: null,
        registrationPaid: false,
      });
    });

    it('still changes the status when the registration service is not there', async () => {
      await registrations.close();
      try {
        const { lead } = await pay('42');
        expect(lead).toMatchObject({ currentStatus: 'payment_done', linkedRegistrationId: null });
      } finally {
        registrations = await startRegistrationStandIn(rig.natsUrl, [
          { id: 42, ref: 'AbCdEfGhIjKlMnOpQrStUv', paymentStatus: 'completed' },
          { id: 43, ref: REF_PENDING, paymentStatus: 'pending' },
        ]);
      }
    });
  });
});
