import type { MikroORM } from '@mikro-orm/postgresql';
import { LEAD_SEARCH_COUNT_CAP, type LeadListQuery, type LeadViewer } from '@eventdesk/contracts';
import { createTestOrm } from '@eventdesk/testing';
import { createLead } from '../../test/factories/lead.factory';
import { createStaffMember } from '../../test/factories/staff-member.factory';
import { resetLeadsDb, startLeadsRig, testClock, viewer, type LeadsTestRig } from '../../test/leads-test-kit';
import { leadsOrmConfig } from '../database';

// 20:00 UTC on 1 March is 01:30 on 2 March in India: "today" for the leads is 2026-03-02.
const clock = testClock('2026-03-01T20:00:00.000Z');
const admin = viewer('admin');
const manager = viewer('lead_manager');

describe('leads list: scope, filters, search, sorts, paging (real PostgreSQL)', () => {
  let orm: MikroORM;
  let rig: LeadsTestRig;

  const list = (who: LeadViewer, query: Partial<LeadListQuery> = {}) =>
    rig.handler.list({ viewer: who, query });
  const ids = async (who: LeadViewer, query: Partial<LeadListQuery> = {}) =>
    (await list(who, { pageSize: 100, ...query })).leads.map((lead) => lead.id);

  beforeAll(async () => {
    orm = await createTestOrm(leadsOrmConfig);
    rig = await startLeadsRig(orm, clock, 'lead-list');
  });
  afterAll(async () => {
    await rig.close();
    await orm.close();
  });
  beforeEach(async () => {
    await resetLeadsDb(orm);
  });

  it('pages newest first, 20 to a page, with the exact total and page count', async () => {
    const created: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      created.push((await createLead(orm.em)).id);
    }
    const first = await list(admin);
    expect(first).toMatchObject({ totalCount: 45, page: 1, pageSize: 20, pageCount: 3 });
    expect(first.leads.map((lead) => lead.id)).toEqual(created.slice(-20).reverse());
    const last = await list(admin, { page: 3 });
    expect(last.leads.map((lead) => lead.id)).toEqual(created.slice(0, 5).reverse());
    expect(await list(admin, { page: 4 })).toMatchObject({ leads: [], totalCount: 45, pageCount: 3 });
  });

  it(`counts a search's matches up to ${LEAD_SEARCH_COUNT_CAP} and says when there are more; lists count exactly`, async () => {
    // Inserted in one statement: 1,000 leads through the factory would take most of a minute.
    const insert = (count: number, name: string, first: number) =>
      orm.em.getConnection().execute(
        `insert into leads.meta_lead (full_name, phone_raw, phone_e164)
         select ? || ' ' || g, '+9198' || lpad(g::text, 8, '0'), '+9198' || lpad(g::text, 8, '0')
         from generate_series(?::int, ?::int) g`,
        [name, first, first + count - 1],
      );
    await insert(LEAD_SEARCH_COUNT_CAP + 5, 'Murugan', 1);
    await insert(LEAD_SEARCH_COUNT_CAP, 'Kavitha', 5000);
    expect(await list(admin, { search: 'murugan' })).toMatchObject({
      totalCount: LEAD_SEARCH_COUNT_CAP,
      totalCountCapped: true,
      pageCount: LEAD_SEARCH_COUNT_CAP / 20,
    });
    expect(await list(admin, { search: 'kavitha' })).toMatchObject({
      totalCount: LEAD_SEARCH_COUNT_CAP,
      totalCountCapped: false,
    });
    expect(await list(admin)).toMatchObject({
      totalCount: 2 * LEAD_SEARCH_COUNT_CAP + 5,
      totalCountCapped: false,
    });
  });

  it('maps a lead to the contract row, with its due day and whether its caller is active', async () => {
    await createStaffMember(orm.em, { username: 'priya' });
    const lead = await createLead(orm.em, {
      fullName: 'முருகன் செல்வம்',
      phoneRaw: '+91 98765-43210',
      businessName: 'Kovai Textiles',
      formAnswers: [{ question: 'Budget?', answer: '50k' }],
      caller: 'priya',
      currentStatus: 'followup',
      followupDate: '2026-03-02',
      notes: 'call after lunch',
    });
    const [row] = (await list(admin)).leads;
    expect(row).toMatchObject({
      id: lead.id,
      fullName: 'முருகன் செல்வம்',
      phone: '+91 98765-43210',
      phoneE164: '+919876543210',
      businessName: 'Kovai Textiles',
      platform: 'fb',
      formAnswers: [{ question: 'Budget?', answer: '50k' }],
      currentStatus: 'followup',
      followupDate: '2026-03-02',
      due: 'today',
      registrationLink: null,
      caller: 'priya',
      callerActive: true,
      source: 'file',
      notes: 'call after lunch',
    });
  });

  describe('scope of a caller (role user)', () => {
    it('shows only their own leads, whatever the caller filter, status or search asks', async () => {
      const mine = await createLead(orm.em, { caller: 'priya', fullName: 'Anbu' });
      const mineFollowup = await createLead(orm.em, {
        caller: 'priya',
        currentStatus: 'followup',
        followupDate: '2026-02-20',
      });
      const theirs = await createLead(orm.em, { caller: 'ravi', fullName: 'Anbu Selvan' });
      await createLead(orm.em, { caller: null, fullName: 'Anbu Unassigned' });
      await createLead(orm.em, { caller: 'gone', fullName: 'Anbu Gone' });
      const priya = viewer('user', 'priya');

      expect(await ids(priya)).toEqual([mineFollowup.id, mine.id]);
      for (const caller of ['all', 'ravi', 'unassigned', 'needs_reassignment']) {
        expect({ caller, ids: await ids(priya, { caller }) }).toEqual({
          caller,
          ids: [mineFollowup.id, mine.id],
        });
      }
      expect(await ids(priya, { search: 'anbu' })).toEqual([mine.id]);
      expect(await ids(priya, { search: 'selvan' })).toEqual([]);
      expect(await ids(priya, { status: 'due' })).toEqual([mineFollowup.id]);
      expect((await list(priya, { search: 'anbu', caller: 'ravi' })).totalCount).toBe(1);
      expect(await ids(viewer('user', 'ravi'))).toEqual([theirs.id]);
      expect(await ids(viewer('user', 'nobody'))).toEqual([]);
    });
  });

  it('lets managers filter by caller: a username, unassigned, and leads needing reassignment', async () => {
    await createStaffMember(orm.em, { username: 'priya' });
    await createStaffMember(orm.em, { username: 'ravi', disabled: true });
    await createStaffMember(orm.em, { username: 'kala', role: 'lead_manager' });
    const priyas = await createLead(orm.em, { caller: 'priya' });
    const disabled = await createLead(orm.em, { caller: 'ravi' });
    const promoted = await createLead(orm.em, { caller: 'kala' });
    const unknown = await createLead(orm.em, { caller: 'someone-else' });
    const unassigned = await createLead(orm.em, { caller: null });

    expect(await ids(manager)).toEqual([unassigned.id, unknown.id, promoted.id, disabled.id, priyas.id]);
    expect(await ids(manager, { caller: 'priya' })).toEqual([priyas.id]);
    expect(await ids(manager, { caller: 'unassigned' })).toEqual([unassigned.id]);
    expect(await ids(manager, { caller: 'needs_reassignment' })).toEqual([
      unknown.id,
      promoted.id,
      disabled.id,
    ]);
    const active = Object.fromEntries((await list(admin)).leads.map((lead) => [lead.id, lead.callerActive]));
    expect(active).toEqual({
      [priyas.id]: true,
      [disabled.id]: false,
      [promoted.id]: false,
      [unknown.id]: false,
      [unassigned.id]: false,
    });
  });

  it('filters by status, and `due` by the day in Asia/Kolkata (not the server’s UTC day)', async () => {
    const overdue = await createLead(orm.em, { currentStatus: 'followup', followupDate: '2026-03-01' });
    const today = await createLead(orm.em, { currentStatus: 'followup', followupDate: '2026-03-02' });
    const later = await createLead(orm.em, { currentStatus: 'followup', followupDate: '2026-03-03' });
    const interested = await createLead(orm.em, { currentStatus: 'interested' });
    await createLead(orm.em);

    expect(await ids(admin, { status: 'due' })).toEqual([today.id, overdue.id]);
    expect(await ids(admin, { status: 'followup' })).toEqual([later.id, today.id, overdue.id]);
    expect(await ids(admin, { status: 'interested' })).toEqual([interested.id]);
    const due = Object.fromEntries((await list(admin)).leads.map((lead) => [lead.id, lead.due]));
    expect(due).toMatchObject({ [overdue.id]: 'overdue', [today.id]: 'today', [later.id]: null });

    clock.at = new Date('2026-03-02T19:00:00.000Z'); // 00:30 on 3 March in India
    try {
      expect(await ids(admin, { status: 'due' })).toEqual([later.id, today.id, overdue.id]);
    } finally {
      clock.at = new Date('2026-03-01T20:00:00.000Z');
    }
  });

  it('searches a phone written any way, Tamil and English names, e-mail, city and business', async () => {
    const phone = await createLead(orm.em, { phoneRaw: '+91 98765-43210', fullName: 'Bala' });
    const tamil = await createLead(orm.em, { fullName: 'முருகன் செல்வம்', city: 'Erode' });
    const city = await createLead(orm.em, { fullName: 'Kavitha', city: 'Pollachi' });
    const business = await createLead(orm.em, { fullName: 'Devi', businessName: 'Kovai AGRO Labs' });
    const email = await createLead(orm.em, { fullName: 'Guna', email: 'Guna.R@Example.com' });

    for (const search of [
      '98765 43210',
      '+919876543210',
      '09876543210',
      '9876543210',
      '98765-43210',
      '43210',
    ]) {
      expect({ search, ids: await ids(admin, { search }) }).toEqual({ search, ids: [phone.id] });
    }
    expect(await ids(admin, { search: 'முருகன்' })).toEqual([tamil.id]);
    expect(await ids(admin, { search: 'செல்வம்' })).toEqual([tamil.id]);
    expect(await ids(admin, { search: 'POLLACHI' })).toEqual([city.id]);
    expect(await ids(admin, { search: 'agro labs' })).toEqual([business.id]);
    expect(await ids(admin, { search: 'guna.r@example' })).toEqual([email.id]);
    expect(await ids(admin, { search: '100%' })).toEqual([]);
    expect((await list(admin, { search: 'erode' })).totalCount).toBe(1);
  });

  describe('sorts', () => {
    const seedWork = async () => {
      const made = {
        restOld: await createLead(orm.em, { currentStatus: 'interested' }),
        overdueOld: await createLead(orm.em, { currentStatus: 'followup', followupDate: '2026-02-10' }),
        pendingOld: await createLead(orm.em),
        todayA: await createLead(orm.em, { currentStatus: 'followup', followupDate: '2026-03-02' }),
        later: await createLead(orm.em, { currentStatus: 'followup', followupDate: '2026-03-20' }),
        overdueNew: await createLead(orm.em, { currentStatus: 'followup', followupDate: '2026-03-01' }),
        pendingNew: await createLead(orm.em),
        paid: await createLead(orm.em, { currentStatus: 'payment_done', referenceId: 'R1' }),
        todayB: await createLead(orm.em, { currentStatus: 'followup', followupDate: '2026-03-02' }),
      };
      return Object.fromEntries(Object.entries(made).map(([key, lead]) => [key, lead.id]));
    };

    it('orders follow-up dates ascending or descending with undated leads last, newest first', async () => {
      const lead = await seedWork();
      expect(await ids(admin, { sort: 'followup_asc' })).toEqual([
        lead.overdueOld,
        lead.overdueNew,
        lead.todayB,
        lead.todayA,
        lead.later,
        lead.paid,
        lead.pendingNew,
        lead.pendingOld,
        lead.restOld,
      ]);
      expect(await ids(admin, { sort: 'followup_desc' })).toEqual([
        lead.later,
        lead.todayB,
        lead.todayA,
        lead.overdueNew,
        lead.overdueOld,
        lead.paid,
        lead.pendingNew,
        lead.pendingOld,
        lead.restOld,
      ]);
    });

    it('puts a caller’s work first: overdue, due today, new leads, then the rest, each newest first', async () => {
      const lead = await seedWork();
      const order = [
        lead.overdueNew,
        lead.overdueOld,
        lead.todayB,
        lead.todayA,
        lead.pendingNew,
        lead.pendingOld,
        lead.paid,
        lead.later,
        lead.restOld,
      ];
      expect(await ids(admin, { sort: 'work' })).toEqual(order);
      // Pages of 2 read each part of the order on its own: together they are the same order, with one total.
      const pages = [];
      for (let page = 1; page <= 5; page += 1) {
        const result = await list(admin, { sort: 'work', pageSize: 2, page });
        expect(result.totalCount).toBe(9);
        pages.push(...result.leads.map((row) => row.id));
      }
      expect(pages).toEqual(order);
      for (const sort of ['followup_asc', 'followup_desc', 'none'] as const) {
        const paged = [];
        for (let page = 1; page <= 3; page += 1) {
          paged.push(...(await list(admin, { sort, pageSize: 4, page })).leads.map((row) => row.id));
        }
        expect({ sort, paged }).toEqual({ sort, paged: await ids(admin, { sort }) });
      }
    });
  });

  it('rejects a malformed query or a missing viewer through the contract', () => {
    expect(() => rig.handler.list({ viewer: admin, query: { status: 'closed' } })).toThrow();
    expect(() => rig.handler.list({ viewer: admin, query: { page: 0 } })).toThrow();
    expect(() => rig.handler.list({ query: {} })).toThrow();
    expect(() => rig.handler.list({ viewer: { username: 'x', role: 'owner' }, query: {} })).toThrow();
  });
});
