import type { MikroORM } from '@mikro-orm/postgresql';
import {
  LEAD_CALLER_NOT_ACTIVE,
  LEAD_FILE_UNREADABLE,
  LEAD_IMPORT_MAX_LISTED_ISSUES,
  LEADS_IMPORTED,
  type LeadViewer,
} from '@eventdesk/contracts';
import { AuditEntry, EventPublisher, OutboxEvent, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { StaffMember } from '../callers/staff-member.entity';
import { createStaffMember } from '../../test/factories/staff-member.factory';
import { LEADS_SCHEMA, leadsOrmConfig } from '../database';
import { ImportBatch } from './import-batch.entity';
import { ImportsService } from './imports.service';
import { admin, countRows, csvOf, importBytes, leadsCsv, phone, storedLeads } from './imports.test-kit';
import { NO_ACTIVE_CALLERS_NOTE } from './lead-assignment';
import { LeadIntake } from './lead-intake.service';

jest.setTimeout(60_000);

const manager: LeadViewer = { username: 'manager', role: 'lead_manager' };
const caller: LeadViewer = { username: 'alice', role: 'user' };

describe('lead imports (real PostgreSQL)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let imports: ImportsService;

  beforeAll(async () => {
    orm = await createTestOrm(leadsOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('lead-imports'));
    relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
    imports = new ImportsService(orm.em, relay, new LeadIntake());
  });
  afterAll(async () => {
    await relay.stop();
    await publisher.close();
    await orm.close();
  });
  beforeEach(async () => {
    await truncateSchema(orm, LEADS_SCHEMA);
  });

  const callersOf = async () => (await storedLeads(orm)).map((lead) => lead.caller);

  it('assigns round robin among active callers, and the next import continues after the last one', async () => {
    await createStaffMember(orm.em, { username: 'carol' });
    await createStaffMember(orm.em, { username: 'alice' });
    await createStaffMember(orm.em, { username: 'bob' });
    await createStaffMember(orm.em, { username: 'dave', disabled: true });
    await createStaffMember(orm.em, { username: 'manager', role: 'lead_manager' });

    const first = await importBytes(imports, csvOf(5));
    expect(first.successCount).toBe(5);
    expect(first.assignment).toEqual({
      mode: 'round_robin',
      callers: [
        { username: 'alice', count: 2 },
        { username: 'bob', count: 2 },
        { username: 'carol', count: 1 },
      ],
      note: null,
    });
    expect(await callersOf()).toEqual(['alice', 'bob', 'carol', 'alice', 'bob']);

    const second = await importBytes(imports, csvOf(4, 100));
    expect(second.assignment.callers).toEqual([
      { username: 'carol', count: 2 },
      { username: 'alice', count: 1 },
      { username: 'bob', count: 1 },
    ]);
    expect((await callersOf()).slice(5)).toEqual(['carol', 'alice', 'bob', 'carol']);
    const carol = await orm.em.fork().findOneOrFail(StaffMember, { username: 'carol' });
    expect(carol.lastAssignedAt).not.toBeNull();
  });

  it('gives every lead to one chosen caller, and refuses a caller who is not active', async () => {
    await createStaffMember(orm.em, { username: 'alice' });
    await createStaffMember(orm.em, { username: 'bob' });
    await createStaffMember(orm.em, { username: 'dave', disabled: true });
    const result = await importBytes(imports, csvOf(3), { assignTo: 'bob' });
    expect(result.assignment).toEqual({
      mode: 'caller',
      callers: [{ username: 'bob', count: 3 }],
      note: null,
    });
    expect(await callersOf()).toEqual(['bob', 'bob', 'bob']);

    for (const assignTo of ['dave', 'manager', 'nobody']) {
      await expect(importBytes(imports, csvOf(2, 50), { assignTo })).rejects.toMatchObject({
        code: 'LEAD_CALLER_NOT_ACTIVE',
        message: LEAD_CALLER_NOT_ACTIVE,
      });
    }
    expect(await countRows(orm, 'meta_lead')).toBe(3);
    expect(await countRows(orm, 'import_batch')).toBe(1);
    // The refused uploads' pieces are gone, not left for the sweep.
    expect(await countRows(orm, 'file_chunk')).toBe(0);
  });

  it('leaves the leads unassigned and says so when there is no active caller', async () => {
    await createStaffMember(orm.em, { username: 'dave', disabled: true });
    const result = await importBytes(imports, csvOf(2));
    expect(result.successCount).toBe(2);
    expect(result.assignment).toEqual({ mode: 'unassigned', callers: [], note: NO_ACTIVE_CALLERS_NOTE });
    expect(await callersOf()).toEqual([null, null]);
  });

  it('reports leads already stored as duplicates by row and reason, with the file’s own issues', async () => {
    await createStaffMember(orm.em, { username: 'alice' });
    await importBytes(imports, leadsCsv([{ phone: phone(1) }, { phone: phone(2), id: 'l:123456789012345' }]));
    const result = await importBytes(
      imports,
      leadsCsv([
        { phone: phone(3) },
        { phone: `+91 ${phone(1)}` },
        { phone: phone(9), id: 'l:123456789012345' },
        { phone: '12' },
        { phone: phone(3) },
        { phone: '<test lead: dummy data for phone_number>', email: 'test@meta.com' },
        { phone: phone(4) },
      ]),
    );
    expect(result).toMatchObject({
      successCount: 2,
      errorCount: 1,
      errors: [{ row: 5, reason: expect.stringContaining('12') }],
      duplicateCount: 3,
      duplicates: [
        { row: 3, reason: 'already imported (same phone)' },
        { row: 4, reason: 'already imported (same Meta lead id)' },
        { row: 6, reason: 'duplicate of row 2 (same phone)' },
      ],
      skippedCount: 1,
      skipped: [{ row: 7, reason: 'Meta test lead' }],
    });
    expect((await storedLeads(orm)).map((lead) => lead.phone_e164)).toEqual(
      [1, 2, 3, 4].map((n) => `+91${phone(n)}`),
    );
  });

  it('adds nothing when the same file is uploaded twice', async () => {
    await createStaffMember(orm.em, { username: 'alice' });
    const file = csvOf(6);
    const first = await importBytes(imports, file);
    const again = await importBytes(imports, file);
    expect(first.successCount).toBe(6);
    expect(again).toMatchObject({ successCount: 0, duplicateCount: 6, errorCount: 0 });
    expect(again.duplicates.map((issue) => issue.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(await countRows(orm, 'meta_lead')).toBe(6);
    const batches = await orm.em.fork().find(ImportBatch, {}, { orderBy: { id: 'asc' } });
    expect(batches.map((batch) => [batch.successCount, batch.duplicateCount])).toEqual([
      [6, 0],
      [0, 6],
    ]);
  });

  it('lists at most LEAD_IMPORT_MAX_LISTED_ISSUES issues of a kind, and counts them all', async () => {
    const file = csvOf(LEAD_IMPORT_MAX_LISTED_ISSUES + 50);
    await importBytes(imports, file);
    const again = await importBytes(imports, file);
    expect(again.duplicateCount).toBe(LEAD_IMPORT_MAX_LISTED_ISSUES + 50);
    expect(again.duplicates).toHaveLength(LEAD_IMPORT_MAX_LISTED_ISSUES);
    expect(again.duplicates[0]).toEqual({ row: 2, reason: 'already imported (same phone)' });
    const batch = await orm.em.fork().findOneOrFail(ImportBatch, again.importId);
    expect(batch.duplicateCount).toBe(LEAD_IMPORT_MAX_LISTED_ISSUES + 50);
    expect(batch.issues.duplicates).toHaveLength(LEAD_IMPORT_MAX_LISTED_ISSUES);
  });

  it('stores the batch, its event and its audit entry with the leads; an unreadable file stores nothing', async () => {
    await createStaffMember(orm.em, { username: 'alice' });
    const result = await importBytes(imports, csvOf(3), { fileName: 'meta leads.csv' });
    const batch = await orm.em.fork().findOneOrFail(ImportBatch, result.importId);
    expect(batch).toMatchObject({
      source: 'file',
      fileName: 'meta leads.csv',
      fileKind: 'csv',
      uploadedBy: 'admin',
      successCount: 3,
      undoneAt: null,
    });
    expect(batch.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(batch.assignment).toEqual(result.assignment);
    const events = await orm.em.fork().find(OutboxEvent, { name: LEADS_IMPORTED });
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        importId: result.importId,
        source: 'file',
        successCount: 3,
        uploadedBy: 'admin',
      }),
    ]);
    const audit = await orm.em.fork().find(AuditEntry, { action: 'lead-import.upload' });
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'admin',
        targetType: 'lead-import',
        targetId: String(result.importId),
      }),
    ]);

    await expect(importBytes(imports, Buffer.from('%PDF-1.7\n\u0000\u0001\u0002'))).rejects.toMatchObject({
      code: 'LEAD_FILE_REFUSED',
      message: LEAD_FILE_UNREADABLE,
    });
    expect(await countRows(orm, 'import_batch')).toBe(1);
    expect(await countRows(orm, 'meta_lead')).toBe(3);
    expect(await orm.em.fork().count(OutboxEvent, {})).toBe(1);
  });

  it('lets only admins import or undo; lead managers may list imports, callers may not', async () => {
    await createStaffMember(orm.em, { username: 'alice' });
    for (const viewer of [caller, manager]) {
      await expect(importBytes(imports, csvOf(2), { viewer })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await countRows(orm, 'meta_lead')).toBe(0);
    const { importId } = await importBytes(imports, csvOf(2), {
      viewer: { username: 'root', role: 'super_admin' },
    });
    for (const viewer of [caller, manager]) {
      await expect(imports.undo({ viewer, importId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(imports.list({ viewer: caller, limit: 50 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const listed = await imports.list({ viewer: manager, limit: 50 });
    expect(listed.imports.map((view) => [view.id, view.uploadedBy])).toEqual([[importId, 'root']]);
  });

  it('lists imports newest first', async () => {
    const first = await importBytes(imports, csvOf(1), { fileName: 'a.csv' });
    const second = await importBytes(imports, csvOf(1, 10), { fileName: 'b.csv' });
    const { imports: listed } = await imports.list({ viewer: admin, limit: 50 });
    expect(listed.map((view) => [view.id, view.fileName, view.successCount])).toEqual([
      [second.importId, 'b.csv', 1],
      [first.importId, 'a.csv', 1],
    ]);
  });

  it('undo removes the leads nobody worked on, keeps the worked ones, and refuses a second undo', async () => {
    await createStaffMember(orm.em, { username: 'alice' });
    const { importId } = await importBytes(imports, csvOf(5));
    const [worked, withHistory, moved] = await storedLeads(orm);
    const em = orm.em.fork();
    await em.execute(
      `update "leads"."meta_lead" set "current_status" = 'interested', "worked_at" = now() where "id" = ?`,
      [worked?.id],
    );
    await em.execute(
      `insert into "leads"."lead_status_history" ("lead_id", "previous_status", "status", "updated_by")
       values (?, 'pending', 'pending', 'alice')`,
      [withHistory?.id],
    );
    await em.execute(`update "leads"."meta_lead" set "current_status" = 'followup' where "id" = ?`, [
      moved?.id,
    ]);

    const undone = await imports.undo({ viewer: admin, importId });
    expect(undone).toEqual({
      removed: 2,
      kept: 3,
      message: 'Removed 2 leads; kept 3 that callers have already worked on.',
    });
    expect((await storedLeads(orm)).map((lead) => lead.id)).toEqual([worked?.id, withHistory?.id, moved?.id]);
    const batch = await orm.em.fork().findOneOrFail(ImportBatch, importId);
    expect(batch.undoneBy).toBe('admin');
    expect(batch.undoneAt).toBeInstanceOf(Date);
    await expect(imports.undo({ viewer: admin, importId })).rejects.toMatchObject({
      code: 'IMPORT_ALREADY_UNDONE',
      message: 'This import was already undone',
    });
    await expect(imports.undo({ viewer: admin, importId: importId + 100 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const audit = await orm.em.fork().find(AuditEntry, { action: 'lead-import.undo' });
    expect(audit.map((entry) => entry.after)).toEqual([expect.objectContaining({ removed: 2, kept: 3 })]);
    const { imports: listed } = await imports.list({ viewer: admin, limit: 10 });
    expect(listed[0]).toMatchObject({
      id: importId,
      undoneBy: 'admin',
      undoneAt: expect.any(String),
      undoRemoved: 2,
      undoKept: 3,
    });
  });

  it('never stores one person twice when overlapping files are imported at the same moment', async () => {
    await createStaffMember(orm.em, { username: 'alice' });
    await createStaffMember(orm.em, { username: 'bob' });
    // Four files over phones 1..400, each overlapping its neighbours by half, some in reverse order.
    const files = [0, 100, 200, 300].map((from, index) => {
      const leads = Array.from({ length: 200 }, (_, n) => ({ phone: phone(1 + ((from + n) % 400)) }));
      return leadsCsv(index % 2 ? leads.reverse() : leads);
    });
    const results = await Promise.all(files.map((file) => importBytes(imports, file)));
    expect(results.reduce((sum, result) => sum + result.successCount, 0)).toBe(400);
    for (const result of results) {
      expect(result.successCount + result.duplicateCount).toBe(200);
      expect(result.duplicates.every((issue) => issue.reason === 'already imported (same phone)')).toBe(true);
    }
    const leads = await storedLeads(orm);
    expect(leads).toHaveLength(400);
    expect(new Set(leads.map((lead) => lead.phone_e164)).size).toBe(400);
    const perCaller = leads.filter((lead) => lead.caller === 'alice').length;
    expect(perCaller).toBe(200);
  });

  it('imports 20,000 rows in a few seconds', async () => {
    await createStaffMember(orm.em, { username: 'alice' });
    await createStaffMember(orm.em, { username: 'bob' });
    const started = Date.now();
    const result = await importBytes(imports, csvOf(20_000));
    const seconds = (Date.now() - started) / 1000;
    expect(result.successCount).toBe(20_000);
    expect(result.assignment.callers).toEqual([
      { username: 'alice', count: 10_000 },
      { username: 'bob', count: 10_000 },
    ]);
    expect(seconds).toBeLessThan(10);
  });
});
