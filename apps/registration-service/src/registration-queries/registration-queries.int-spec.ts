import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { adminRegistrationListQuery, type ErrorCode } from '@eventdesk/contracts';
import { createTestOrm, overTheWire, type OverTheWire } from '@eventdesk/testing';
import { registrationOrmConfig } from '../database';
import { SettingsService } from '../settings/settings.service';
import { resetRegistrationDb } from '../../test/registration-test-db';
import { RegistrationQueriesHandler } from './registration-queries.handler';
import { RegistrationQueriesService } from './registration-queries.service';

interface Seed {
  fullName?: string;
  email?: string;
  phone?: string;
  businessName?: string | null;
  package?: 'gold' | 'diamond' | 'vip' | 'silver';
  amount?: number;
  paymentStatus?: 'pending' | 'prospect' | 'completed' | 'void';
  followupStatus?: string | null;
  referenceType?: string | null;
  paidAmount?: number | null;
  paymentMethod?: string | null;
  paidAt?: string | null;
  registeredAt?: string;
  deleted?: boolean;
  needsReview?: boolean;
}

let seq = 0;

describe('staff read side of registrations (real PostgreSQL)', () => {
  let orm: MikroORM;
  let handler: OverTheWire<RegistrationQueriesHandler>;

  /** Inserts straight into the table (ids in insertion order), as the benchmark seed does. */
  const seed = async (row: Seed = {}): Promise<number> => {
    seq += 1;
    const [inserted] = await orm.em.getConnection().execute<Array<{ id: number }>>(
      `insert into registration.registration
         (ref, full_name, email, phone, type, business_name, package, amount, payment_status, followup_status,
          reference_type, paid_amount, payment_method, paid_at, registered_at, deleted, needs_review)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        randomBytes(16).toString('base64url'),
        row.fullName ?? `Person ${seq}`,
        row.email ?? `person${seq}@example.com`,
        row.phone ?? `+91 90000-${String(10000 + seq).slice(-5)}`,
        row.businessName ? 'business' : 'individual',
        row.businessName ?? null,
        row.package ?? 'gold',
        row.amount ?? 3600,
        row.paymentStatus ?? 'pending',
        row.followupStatus ?? null,
        row.referenceType ?? null,
        row.paidAmount ?? null,
        row.paymentMethod ?? null,
        row.paidAt ?? null,
        row.registeredAt ?? new Date().toISOString(),
        row.deleted ?? false,
        row.needsReview ?? false,
      ],
    );
    return inserted!.id;
  };

  const list = (query: Record<string, unknown> = {}) => handler.list(query);
  const ids = async (query: Record<string, unknown>) =>
    (await list({ pageSize: 100, ...query })).items.map((r) => r.id);
  const errorCode = async (promise: Promise<unknown>): Promise<ErrorCode | undefined> =>
    promise.then(
      () => undefined,
      (error: { code?: ErrorCode }) => error.code,
    );

  beforeAll(async () => {
    orm = await createTestOrm(registrationOrmConfig);
    handler = overTheWire(new RegistrationQueriesHandler(new RegistrationQueriesService(orm.em), 0));
  });
  afterAll(async () => {
    await orm.close();
  });
  // Seeded again (settings and seats), not only emptied: a later file in this worker may start the whole service.
  beforeEach(() => resetRegistrationDb(orm, new SettingsService(orm.em)));

  describe('list', () => {
    it('pages newest first by id with exact totals and page count, never showing deleted rows', async () => {
      const created: number[] = [];
      for (let i = 0; i < 23; i += 1) {
        created.push(await seed());
      }
      const deleted = await seed({ deleted: true });

      const first = await list();
      expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10, pageCount: 3 });
      expect(first.items.map((r) => r.id)).toEqual(created.slice(-10).reverse());
      const last = await list({ page: 3 });
      expect(last.items.map((r) => r.id)).toEqual(created.slice(0, 3).reverse());
      expect(await list({ page: 4 })).toMatchObject({ items: [], total: 23, pageCount: 3 });
      expect(await ids({})).not.toContain(deleted);
      expect(await list({ search: 'zzz-nothing' })).toMatchObject({ items: [], total: 0, pageCount: 0 });
    });

    it('returns every column staff need, mapped to the contract', async () => {
      const id = await seed({
        fullName: 'Meena Sundaram',
        businessName: 'Kovai Textiles',
        package: 'vip',
        amount: 7200,
        paymentStatus: 'completed',
        followupStatus: 'completed',
        paidAmount: 6500,
        paymentMethod: 'upi',
        paidAt: '2026-10-01T05:30:00.000Z',
        referenceType: 'friend',
      });
      const [row] = (await list()).items;
      expect(row).toMatchObject({
        id,
        fullName: 'Meena Sundaram',
        type: 'business',
        businessName: 'Kovai Textiles',
        package: 'vip',
        amount: 7200,
        paymentStatus: 'completed',
        followupStatus: 'completed',
        paidAmount: 6500,
        paymentMethod: 'upi',
        paidAt: '2026-10-01T05:30:00.000Z',
        referenceType: 'friend',
        isAdditionalTicket: false,
      });
    });

    it('names the parent registration of an additional ticket in the list, by id and in the export', async () => {
      const parent = await seed({ fullName: 'Kavya Raman' });
      const extra = await seed({ fullName: 'Arun Kumar' });
      await orm.em.getConnection().execute(
        `update registration.registration set is_additional_ticket = true, ticket_number = 2,
             parent_registration_id = ? where id = ?`,
        [parent, extra],
      );
      const parentRef = (await handler.get({ id: parent })).ref;

      const rows = (await list()).items;
      expect(rows.find((r) => r.id === extra)).toMatchObject({
        isAdditionalTicket: true,
        parentRegistrationId: parent,
        parentRef,
        parentFullName: 'Kavya Raman',
      });
      expect(rows.find((r) => r.id === parent)).toMatchObject({
        isAdditionalTicket: false,
        parentRegistrationId: null,
        parentRef: null,
        parentFullName: null,
      });
      expect(await handler.get({ id: extra })).toMatchObject({ parentFullName: 'Kavya Raman' });
      const exported = await handler.exportPage({ limit: 10 });
      expect(exported.rows.find((r) => r.id === extra)).toMatchObject({ parentRef });
    });

    it('filters by payment status, follow-up status (pending includes never followed up) and package', async () => {
      const pendingNew = await seed({ paymentStatus: 'pending' });
      const pendingFollowed = await seed({ paymentStatus: 'pending', followupStatus: 'pending' });
      const needFollowUp = await seed({ paymentStatus: 'pending', followupStatus: 'need_to_follow_up' });
      const completedVip = await seed({
        paymentStatus: 'completed',
        followupStatus: 'completed',
        package: 'vip',
      });
      const voided = await seed({
        paymentStatus: 'void',
        followupStatus: 'wrong_number',
        package: 'diamond',
      });

      expect(await ids({ paymentStatus: 'pending' })).toEqual([needFollowUp, pendingFollowed, pendingNew]);
      expect(await ids({ paymentStatus: 'void' })).toEqual([voided]);
      expect(await ids({ followupStatus: 'pending' })).toEqual([pendingFollowed, pendingNew]);
      expect(await ids({ followupStatus: 'need_to_follow_up' })).toEqual([needFollowUp]);
      expect(await ids({ package: 'vip' })).toEqual([completedVip]);
      expect(await ids({ paymentStatus: 'pending', followupStatus: 'need_to_follow_up' })).toEqual([
        needFollowUp,
      ]);
      expect(await ids({ paymentStatus: 'completed', package: 'gold' })).toEqual([]);
    });

    it('searches name, e-mail and business name case-insensitively, Tamil as typed', async () => {
      const tamil = await seed({ fullName: 'முருகன்', businessName: 'முருகன் தொழில்கள்' });
      const latin = await seed({ fullName: 'Murugan Raj', email: 'Raj.Murugan@Example.com' });
      const business = await seed({ fullName: 'Lakshmi', businessName: 'Kovai AGRO Labs' });
      await seed({ fullName: 'Someone Else' });

      expect(await ids({ search: 'முருகன் தொழில்கள்' })).toEqual([tamil]);
      expect(await ids({ search: 'தொழில்' })).toEqual([tamil]);
      expect(await ids({ search: 'murugan' })).toEqual([latin]);
      expect(await ids({ search: 'MURUGAN' })).toEqual([latin]);
      expect(await ids({ search: 'raj.murugan@example' })).toEqual([latin]);
      expect(await ids({ search: 'agro labs' })).toEqual([business]);
      expect(await ids({ search: '100%' })).toEqual([]);
    });

    it('finds a phone with or without +91, spaces and dashes', async () => {
      const target = await seed({ phone: '+91 98765-43210' });
      const bare = await seed({ phone: '9123456789' });
      await seed({ phone: '+91 99999 00000' });

      for (const search of [
        '98765 43210',
        '+919876543210',
        '9876543210',
        '98765-43210',
        '+91 98765',
        '43210',
      ]) {
        expect({ search, ids: await ids({ search }) }).toEqual({ search, ids: [target] });
      }
      expect(await ids({ search: '+91 91234 56789' })).toEqual([bare]);
    });

    it('rejects a malformed query through the contract', () => {
      expect(() => adminRegistrationListQuery.parse({ page: 0 })).toThrow();
      expect(() => handler.list({ paymentStatus: 'paid' })).toThrow();
    });
  });

  it('gets one live registration by id; unknown and deleted ones are "Registration not found"', async () => {
    const id = await seed({ fullName: 'Kavitha' });
    const deleted = await seed({ deleted: true });
    expect(await handler.get({ id })).toMatchObject({ id, fullName: 'Kavitha' });
    expect(await errorCode(handler.get({ id: deleted }))).toBe('NOT_FOUND');
    await expect(handler.get({ id: 999_999 })).rejects.toThrow('Registration not found');
  });

  it('computes every dashboard figure from real amounts, skipping deleted rows', async () => {
    // Completed: 2 vip (7200 and a discounted 6500), 1 gold (3600); pending 2; prospect 1; void 1.
    await seed({
      package: 'vip',
      paymentStatus: 'completed',
      paidAmount: 7200,
      paidAt: '2026-09-01T06:00:00Z',
    });
    await seed({
      package: 'vip',
      paymentStatus: 'completed',
      paidAmount: 6500,
      paidAt: '2026-09-02T06:00:00Z',
    });
    // Sunday 20:00 UTC is Monday 01:30 in India: it belongs to the week of 2026-09-07.
    await seed({
      package: 'gold',
      paymentStatus: 'completed',
      paidAmount: 3600,
      paidAt: '2026-09-06T20:00:00Z',
    });
    await seed({ package: 'gold', paymentStatus: 'pending' });
    await seed({ package: 'diamond', paymentStatus: 'pending', needsReview: true });
    await seed({ package: 'diamond', paymentStatus: 'prospect' });
    await seed({ package: 'gold', paymentStatus: 'void' });
    await seed({
      package: 'vip',
      paymentStatus: 'completed',
      paidAmount: 7200,
      paidAt: '2026-09-01T06:00:00Z',
      deleted: true,
    });

    const dashboard = await handler.dashboard({});
    expect(dashboard).toMatchObject({
      totalRegistrations: 7,
      totalRevenue: 17_300,
      revenueByPackage: { vip: 13_700, gold: 3600, diamond: 0, silver: 0 },
      averageRevenue: Math.round(17_300 / 3),
      activePipeline: 3,
      needsReview: 1,
      completedTimeline: [
        { weekStart: '2026-08-31', count: 2, revenue: 13_700 },
        { weekStart: '2026-09-07', count: 1, revenue: 3600 },
      ],
    });
    expect(dashboard.byStatus.completed).toEqual({
      total: 3,
      byPackage: { silver: 0, gold: 1, diamond: 0, vip: 2 },
    });
    expect(dashboard.byStatus.pending).toEqual({
      total: 2,
      byPackage: { silver: 0, gold: 1, diamond: 1, vip: 0 },
    });
    expect(dashboard.byStatus.void.total).toBe(1);
    expect(dashboard.conversionRate).toBeCloseTo(3 / 6);
    expect(dashboard.voidRate).toBeCloseTo(1 / 7);
    expect(dashboard.packageDistribution.vip).toBeCloseTo(2 / 3);
    expect(dashboard.packageDistribution.gold).toBeCloseTo(1 / 3);
  });

  it('gives an empty dashboard without dividing by zero', async () => {
    const dashboard = await handler.dashboard({});
    expect(dashboard).toMatchObject({
      totalRegistrations: 0,
      conversionRate: 0,
      averageRevenue: 0,
      voidRate: 0,
    });
    expect(dashboard.completedTimeline).toEqual([]);
  });

  it('charts registrations per day including days without any, and the breakdowns', async () => {
    const now = Date.now();
    const day = 24 * 3600 * 1000;
    await seed({ registeredAt: new Date(now).toISOString(), referenceType: 'facebook' });
    await seed({
      registeredAt: new Date(now).toISOString(),
      paymentStatus: 'completed',
      package: 'vip',
      paidAmount: 7200,
      paymentMethod: 'card',
      paidAt: new Date(now).toISOString(),
    });
    await seed({ registeredAt: new Date(now - 3 * day).toISOString(), referenceType: 'facebook' });
    await seed({
      registeredAt: new Date(now - 3 * day).toISOString(),
      paymentStatus: 'completed',
      paidAmount: 3000,
      paymentMethod: 'upi',
      paidAt: new Date(now).toISOString(),
    });
    await seed({ registeredAt: new Date(now - 30 * day).toISOString(), referenceType: 'roadshow' });
    await seed({ registeredAt: new Date(now).toISOString(), deleted: true, referenceType: 'roadshow' });

    const analytics = await handler.analytics({ days: 7 });
    const perDay = analytics.registrationsPerDay;
    expect(perDay).toHaveLength(7);
    expect(perDay.map((d) => d.registrations)).toEqual([0, 0, 0, 2, 0, 0, 2]);
    expect(perDay[6]).toMatchObject({ completed: 1 });
    expect(perDay[3]).toMatchObject({ completed: 1 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(now));
    expect(perDay[6]!.date).toBe(today);

    expect(analytics.byReferenceType).toEqual(
      [
        { referenceType: 'none', count: 2 },
        { referenceType: 'facebook', count: 2 },
        { referenceType: 'roadshow', count: 1 },
      ].sort((a, b) => b.count - a.count || a.referenceType.localeCompare(b.referenceType)),
    );
    expect(analytics.byPackage).toEqual([
      { package: 'silver', registrations: 0, completed: 0 },
      { package: 'gold', registrations: 4, completed: 1 },
      { package: 'diamond', registrations: 0, completed: 0 },
      { package: 'vip', registrations: 1, completed: 1 },
    ]);
    expect(analytics.byPaymentMethod).toEqual([
      { method: 'card', count: 1, revenue: 7200 },
      { method: 'upi', count: 1, revenue: 3000 },
    ]);
  });

  it('serves export pages below a cursor with the list filters', async () => {
    const rows: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      rows.push(await seed({ fullName: i % 2 ? 'Anbu' : 'Bala' }));
    }
    await seed({ fullName: 'Anbu', deleted: true });
    const first = await handler.exportPage({ limit: 2 });
    expect(first).toMatchObject({ hasMore: true });
    expect(first.rows.map((r) => r.id)).toEqual([rows[4], rows[3]]);
    const next = await handler.exportPage({ limit: 2, beforeId: rows[3] });
    expect(next.rows.map((r) => r.id)).toEqual([rows[2], rows[1]]);
    const last = await handler.exportPage({ limit: 2, beforeId: rows[1] });
    expect(last).toMatchObject({ hasMore: false, rows: [{ id: rows[0] }] });
    const anbu = await handler.exportPage({ search: 'anbu' });
    expect(anbu).toMatchObject({ hasMore: false });
    expect(anbu.rows.map((r) => r.id)).toEqual([rows[3], rows[1]]);
  });

  it('ends an export page early below the NATS message limit when rows are large', async () => {
    // 1,000 Tamil characters of notes are 3 kB of UTF-8: 2,000 such rows would be 6 MB.
    const notes = 'முருகன் தொழில்கள் '.repeat(55);
    await orm.em.getConnection().execute(
      `insert into registration.registration (ref, full_name, email, phone, type, package, amount, followup_status, followup_notes)
       select 'ref-' || g, 'முருகன் ' || g, 'big' || g || '@example.com', '9876543210', 'individual', 'gold', 3600,
              'need_to_follow_up', ? from generate_series(1, 400) g`,
      [notes],
    );
    const page = await handler.exportPage({});
    expect(page.hasMore).toBe(true);
    expect(page.rows.length).toBeGreaterThan(100);
    expect(page.rows.length).toBeLessThan(400);
    expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(1024 * 1024);
    const rest = await handler.exportPage({ beforeId: page.rows.at(-1)!.id });
    expect(page.rows.length + rest.rows.length).toBe(400);
    expect(rest.hasMore).toBe(false);
  });
});
