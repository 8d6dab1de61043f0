import type { MikroORM } from '@mikro-orm/postgresql';
import { LEAD_CALLER_NOT_ACTIVE } from '@eventdesk/contracts';
import { AuditEntry } from '@eventdesk/server-kit';
import { createTestOrm } from '@eventdesk/testing';
import { createLead } from '../../test/factories/lead.factory';
import { createStaffMember } from '../../test/factories/staff-member.factory';
import {
  errorCode,
  resetLeadsDb,
  startLeadsRig,
  testClock,
  viewer,
  type LeadsTestRig,
} from '../../test/leads-test-kit';
import { AuditHandler } from '../audit/audit.handler';
import { leadsOrmConfig } from '../database';
import { REASSIGN_AUDIT_LISTED } from './lead-reassign.service';
import { MetaLead } from './meta-lead.entity';

const manager = viewer('lead_manager', 'kala');

describe('reassigning leads (real PostgreSQL)', () => {
  let orm: MikroORM;
  let rig: LeadsTestRig;

  const reassign = (body: { leadIds: number[]; caller: string | null }, who = manager) =>
    rig.handler.reassign({ viewer: who, body });
  const callersOf = async (ids: number[]) =>
    (await orm.em.fork().find(MetaLead, { id: { $in: ids } }, { orderBy: { id: 'asc' } })).map(
      (lead) => lead.caller,
    );
  const audits = () => orm.em.fork().find(AuditEntry, {}, { orderBy: { id: 'asc' } });

  beforeAll(async () => {
    orm = await createTestOrm(leadsOrmConfig);
    rig = await startLeadsRig(orm, testClock('2026-03-02T06:00:00.000Z'), 'lead-reassign');
  });
  afterAll(async () => {
    await rig.close();
    await orm.close();
  });
  beforeEach(async () => {
    await resetLeadsDb(orm);
    await createStaffMember(orm.em, { username: 'priya' });
    await createStaffMember(orm.em, { username: 'ravi', disabled: true });
    await createStaffMember(orm.em, { username: 'kala', role: 'lead_manager' });
  });

  it('gives a selection to an active caller with one audit entry naming each lead’s caller before', async () => {
    const fromRavi = await createLead(orm.em, { caller: 'ravi' });
    const unassigned = await createLead(orm.em, { caller: null });
    const already = await createLead(orm.em, { caller: 'priya' });
    const untouched = await createLead(orm.em, { caller: 'ravi' });

    expect(
      await rig.handler.list({ viewer: manager, query: { caller: 'needs_reassignment' } }),
    ).toMatchObject({ totalCount: 2 });
    const answer = await reassign({
      leadIds: [fromRavi.id, unassigned.id, already.id, fromRavi.id],
      caller: 'priya',
    });
    expect(answer).toEqual({ reassigned: 2, message: '2 leads reassigned to priya' });
    expect(await callersOf([fromRavi.id, unassigned.id, already.id, untouched.id])).toEqual([
      'priya',
      'priya',
      'priya',
      'ravi',
    ]);
    const moved = await orm.em.fork().findOneOrFail(MetaLead, fromRavi.id);
    expect(moved.assignedAt).toBeInstanceOf(Date);
    expect(
      (await rig.handler.list({ viewer: manager, query: { caller: 'needs_reassignment' } })).leads.map(
        (l) => l.id,
      ),
    ).toEqual([untouched.id]);

    const [entry, ...others] = await audits();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor: 'kala',
      action: 'lead.reassign',
      targetType: 'lead',
      targetId: null,
      before: { callers: { [fromRavi.id]: 'ravi', [unassigned.id]: null } },
      after: { caller: 'priya', count: 2, leadIds: [fromRavi.id, unassigned.id] },
    });

    // The gateway's merged audit log reads it through leads.audit.list.
    const listed = await new AuditHandler(orm.em).list({ limit: 10 });
    expect(listed).toMatchObject([{ id: `leads:${entry!.id}`, source: 'leads', action: 'lead.reassign' }]);
  });

  it('unassigns one lead, naming it in the audit entry', async () => {
    const lead = await createLead(orm.em, { caller: 'priya' });
    expect(await reassign({ leadIds: [lead.id], caller: null }, viewer('admin'))).toEqual({
      reassigned: 1,
      message: '1 lead unassigned',
    });
    const stored = await orm.em.fork().findOneOrFail(MetaLead, lead.id);
    expect(stored).toMatchObject({ caller: null, assignedAt: null });
    expect(await audits()).toMatchObject([{ targetId: String(lead.id), after: { caller: null, count: 1 } }]);
  });

  it('refuses callers, inactive or unknown names and unknown leads, changing nothing', async () => {
    const lead = await createLead(orm.em, { caller: 'priya' });
    expect(await errorCode(reassign({ leadIds: [lead.id], caller: 'priya' }, viewer('user', 'priya')))).toBe(
      'FORBIDDEN',
    );
    for (const caller of ['ravi', 'kala', 'nobody']) {
      await expect(reassign({ leadIds: [lead.id], caller })).rejects.toMatchObject({
        code: 'LEAD_CALLER_NOT_ACTIVE',
        message: LEAD_CALLER_NOT_ACTIVE,
      });
    }
    expect(await errorCode(reassign({ leadIds: [999_999], caller: 'priya' }))).toBe('NOT_FOUND');
    expect(() => reassign({ leadIds: [], caller: 'priya' })).toThrow('Select at least one lead');
    expect(await callersOf([lead.id])).toEqual(['priya']);
    expect(await audits()).toEqual([]);
  });

  it('caps the leads an audit entry lists, keeping the full count', async () => {
    const ids: number[] = [];
    for (let i = 0; i < REASSIGN_AUDIT_LISTED + 20; i += 1) {
      ids.push((await createLead(orm.em, { caller: null })).id);
    }
    expect(await reassign({ leadIds: ids, caller: 'priya' })).toMatchObject({ reassigned: ids.length });
    const [entry] = await audits();
    const after = entry!.after as { count: number; leadIds: number[] };
    expect(after.count).toBe(ids.length);
    expect(after.leadIds).toEqual(ids.slice(0, REASSIGN_AUDIT_LISTED));
    expect(Object.keys((entry!.before as { callers: object }).callers)).toHaveLength(REASSIGN_AUDIT_LISTED);
  });
});
