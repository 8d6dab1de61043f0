import type { MikroORM } from '@mikro-orm/postgresql';
import { leadStatuses } from '@eventdesk/contracts';
import { Metrics } from '@eventdesk/server-kit';
import { createTestOrm, metricSamples, metricValue } from '@eventdesk/testing';
import { createLead } from '../../test/factories/lead.factory';
import { resetLeadsDb, startLeadsRig, testClock, viewer, type LeadsTestRig } from '../../test/leads-test-kit';
import { leadsOrmConfig } from '../database';
import { LeadsFigures } from './leads-figures';

describe('leads figures on /metrics (real PostgreSQL)', () => {
  let orm: MikroORM;
  let rig: LeadsTestRig;
  let metrics: Metrics;
  const priya = viewer('user', 'priya');

  beforeAll(async () => {
    orm = await createTestOrm(leadsOrmConfig);
    rig = await startLeadsRig(orm, testClock('2026-03-02T06:00:00.000Z'), 'leads-figures');
    metrics = new Metrics('leads');
    new LeadsFigures(metrics, orm.em);
  });
  afterAll(async () => {
    await rig.close();
    await orm.close();
  });
  beforeEach(() => resetLeadsDb(orm));

  const scrape = async () => (await metrics.exposition()).body;
  const leads = (body: string, status: string) => metricValue(body, 'eventdesk_leads', { status });
  const setStatus = (id: number, body: Record<string, unknown>) =>
    rig.handler.updateStatus({ viewer: priya, id, body });

  it('reports every lead status, zeros included', async () => {
    expect(metricSamples(await scrape(), 'eventdesk_leads')).toEqual(
      leadStatuses.map((status) => ({ labels: { status, app: 'leads' }, value: 0 })),
    );
  });

  it('counts imported leads as pending and follows the callers’ status changes', async () => {
    const first = await createLead(orm.em, { caller: 'priya' });
    const second = await createLead(orm.em, { caller: 'priya' });
    await createLead(orm.em, { caller: 'priya' });
    let body = await scrape();
    expect(leads(body, 'pending')).toBe(3);
    expect(leads(body, 'followup')).toBe(0);

    await setStatus(first.id, { status: 'followup', followupDate: '2026-03-05', notes: 'call Thursday' });
    await setStatus(second.id, { status: 'not_interested' });
    body = await scrape();
    expect(leads(body, 'pending')).toBe(1);
    expect(leads(body, 'followup')).toBe(1);
    expect(leads(body, 'not_interested')).toBe(1);

    await setStatus(first.id, { status: 'interested' });
    body = await scrape();
    expect(leads(body, 'followup')).toBe(0);
    expect(leads(body, 'interested')).toBe(1);
    expect(metricSamples(body, 'eventdesk_leads').reduce((sum, sample) => sum + sample.value, 0)).toBe(3);
  });
});
