import type { MikroORM } from '@mikro-orm/postgresql';
import { LEAD_NOT_FOUND } from '@eventdesk/contracts';
import { createTestOrm } from '@eventdesk/testing';
import { createLead } from '../../test/factories/lead.factory';
import {
  errorCode,
  resetLeadsDb,
  startLeadsRig,
  testClock,
  viewer,
  type LeadsTestRig,
} from '../../test/leads-test-kit';
import { leadsOrmConfig } from '../database';

const clock = testClock('2026-03-02T06:00:00.000Z');
const admin = viewer('admin');
const manager = viewer('lead_manager');
const priya = viewer('user', 'priya');

describe('lead progress, history, export and registration links (real PostgreSQL)', () => {
  let orm: MikroORM;
  let rig: LeadsTestRig;

  beforeAll(async () => {
    orm = await createTestOrm(leadsOrmConfig);
    rig = await startLeadsRig(orm, clock, 'lead-reads');
  });
  afterAll(async () => {
    await rig.close();
    await orm.close();
  });
  beforeEach(async () => {
    await resetLeadsDb(orm);
  });

  describe('progress', () => {
    const seed = async () => {
      await createLead(orm.em, { caller: 'priya' });
      await createLead(orm.em, { caller: 'priya', currentStatus: 'interested' });
      await createLead(orm.em, { caller: 'priya', currentStatus: 'followup', followupDate: '2026-03-02' });
      await createLead(orm.em, {
        caller: 'priya',
        currentStatus: 'payment_done',
        linkedRegistrationId: 11,
        registrationPaid: true,
      });
      await createLead(orm.em, { caller: 'ravi', currentStatus: 'followup', followupDate: '2026-02-01' });
      await createLead(orm.em, { caller: 'ravi', currentStatus: 'followup', followupDate: '2026-04-01' });
      await createLead(orm.em, { caller: 'ravi', currentStatus: 'payment_done', linkedRegistrationId: 12 });
      await createLead(orm.em, { caller: null, currentStatus: 'void' });
    };

    it('counts the cards, due follow-ups and conversion in the viewer’s scope', async () => {
      await seed();
      expect(await rig.handler.progress({ viewer: admin })).toEqual({
        progress: { pending: 1, interested: 1, followup: 3, payment_done: 2 },
        total: 8,
        due: 2,
        converted: 1,
        conversionRate: 12.5,
      });
      // A caller's cards are their own, whatever caller they ask for.
      const own = {
        progress: { pending: 1, interested: 1, followup: 1, payment_done: 1 },
        total: 4,
        due: 1,
        converted: 1,
        conversionRate: 25,
      };
      expect(await rig.handler.progress({ viewer: priya })).toEqual(own);
      expect(await rig.handler.progress({ viewer: priya, filters: { caller: 'ravi' } })).toEqual(own);
      expect(await rig.handler.progress({ viewer: manager, filters: { caller: 'ravi' } })).toEqual({
        progress: { pending: 0, interested: 0, followup: 2, payment_done: 1 },
        total: 3,
        due: 1,
        converted: 0,
        conversionRate: 0,
      });
    });

    it('rounds the conversion rate to one decimal and never divides by zero', async () => {
      expect(await rig.handler.progress({ viewer: admin })).toMatchObject({ total: 0, conversionRate: 0 });
      await createLead(orm.em, {
        currentStatus: 'payment_done',
        linkedRegistrationId: 1,
        registrationPaid: true,
      });
      await createLead(orm.em);
      await createLead(orm.em);
      expect(await rig.handler.progress({ viewer: admin })).toMatchObject({
        converted: 1,
        conversionRate: 33.3,
      });
    });
  });

  describe('history', () => {
    it('lists a lead’s changes newest first, for a lead in the viewer’s scope only', async () => {
      const lead = await createLead(orm.em, { caller: 'priya' });
      const other = await createLead(orm.em, { caller: 'ravi' });
      await rig.handler.updateStatus({
        viewer: priya,
        id: lead.id,
        body: { status: 'interested', notes: 'first' },
      });
      await rig.handler.updateStatus({
        viewer: manager,
        id: lead.id,
        body: { status: 'followup', followupDate: '2026-03-05', notes: 'second' },
      });
      const { history } = await rig.handler.history({ viewer: priya, id: lead.id });
      expect(history).toMatchObject([
        {
          leadId: lead.id,
          status: 'followup',
          followupDate: '2026-03-05',
          notes: 'second',
          updatedBy: manager.username,
        },
        { leadId: lead.id, status: 'interested', followupDate: null, notes: 'first', updatedBy: 'priya' },
      ]);
      expect(history[0]!.id).toBeGreaterThan(history[1]!.id);

      await expect(rig.handler.history({ viewer: priya, id: other.id })).rejects.toThrow(LEAD_NOT_FOUND);
      expect(await errorCode(rig.handler.history({ viewer: priya, id: other.id }))).toBe('NOT_FOUND');
      expect(await errorCode(rig.handler.history({ viewer: admin, id: 999_999 }))).toBe('NOT_FOUND');
      expect((await rig.handler.history({ viewer: admin, id: other.id })).history).toEqual([]);
      expect(() => rig.handler.history({ viewer: admin, id: 0 })).toThrow();
    });
  });

  describe('export pages', () => {
    it('is not for callers', async () => {
      await createLead(orm.em, { caller: 'priya' });
      expect(await errorCode(rig.handler.exportPage({ viewer: priya, filters: {}, beforeId: null }))).toBe(
        'FORBIDDEN',
      );
    });

    it('serves rows below a cursor, newest first, with the list filters', async () => {
      const rows: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        rows.push((await createLead(orm.em, { fullName: i % 2 ? 'Anbu' : 'Bala', caller: 'priya' })).id);
      }
      await createLead(orm.em, { fullName: 'Anbu', caller: 'ravi' });
      const filters = { caller: 'priya' };
      const first = await rig.handler.exportPage({ viewer: manager, filters, beforeId: null, limit: 2 });
      expect(first).toMatchObject({ hasMore: true });
      expect(first.rows.map((row) => row.id)).toEqual([rows[4], rows[3]]);
      expect(first.rows[0]).not.toHaveProperty('formAnswers');
      const next = await rig.handler.exportPage({ viewer: manager, filters, beforeId: rows[3], limit: 2 });
      expect(next.rows.map((row) => row.id)).toEqual([rows[2], rows[1]]);
      const last = await rig.handler.exportPage({ viewer: manager, filters, beforeId: rows[1], limit: 2 });
      expect(last).toMatchObject({ hasMore: false, rows: [{ id: rows[0] }] });
      const anbu = await rig.handler.exportPage({
        viewer: admin,
        filters: { search: 'anbu' },
        beforeId: null,
      });
      expect(anbu.rows).toHaveLength(3);
    });

    it('ends a page early below the NATS message limit when rows are large', async () => {
      // 1,000 Tamil characters of notes are 3 kB of UTF-8: 2,000 such rows would be 6 MB.
      const notes = 'முருகன் தொழில்கள் '.repeat(55);
      await orm.em.getConnection().execute(
        `insert into leads.meta_lead (full_name, phone_raw, phone_e164, notes)
         select 'முருகன் ' || g, '9' || (800000000 + g), '+919' || (800000000 + g), ? from generate_series(1, 400) g`,
        [notes],
      );
      const page = await rig.handler.exportPage({ viewer: admin, filters: {}, beforeId: null });
      expect(page.hasMore).toBe(true);
      expect(page.rows.length).toBeGreaterThan(100);
      expect(page.rows.length).toBeLessThan(400);
      expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(1024 * 1024);
      const rest = await rig.handler.exportPage({
        viewer: admin,
        filters: {},
        beforeId: page.rows.at(-1)!.id,
      });
      expect(page.rows.length + rest.rows.length).toBe(400);
      expect(rest.hasMore).toBe(false);
    });
  });

  describe('registration links', () => {
    it('shows the linked registration to staff with the registrations capability, only "paid" to others', async () => {
      const lead = await createLead(orm.em, {
        caller: 'priya',
        currentStatus: 'payment_done',
        referenceId: '42',
        linkedRegistrationId: 42,
        linkedRegistrationRef: 'AAAAAAAAAAAAAAAAAAAAAA',
        registrationPaid: true,
      });
      const linkOf = async (who: typeof admin) =>
        (await rig.handler.list({ viewer: who, query: {} })).leads[0]!;
      expect((await linkOf(admin)).registrationLink).toEqual({
        registrationId: 42,
        registrationRef: 'AAAAAAAAAAAAAAAAAAAAAA',
        paid: true,
      });
      expect((await linkOf(viewer('super_admin'))).registrationLink?.registrationId).toBe(42);
      for (const who of [manager, priya]) {
        expect((await linkOf(who)).registrationLink).toEqual({
          registrationId: null,
          registrationRef: null,
          paid: true,
        });
      }
      await createLead(orm.em, { currentStatus: 'payment_done', linkedRegistrationId: 42 });
      await createLead(orm.em, { currentStatus: 'payment_done', linkedRegistrationId: 43 });
      const linked = await rig.handler.linkedToRegistration({ registrationId: 42 });
      expect(linked.leads.map((row) => row.id)).toEqual([lead.id, lead.id + 1]);
      expect(linked.leads[0]).toEqual({
        id: lead.id,
        fullName: lead.fullName,
        caller: 'priya',
        status: 'payment_done',
      });
      expect(await rig.handler.linkedToRegistration({ registrationId: 7 })).toEqual({ leads: [] });
    });
  });
});
