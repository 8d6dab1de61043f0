import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { LEADS_IMPORTED } from '@eventdesk/contracts';
import { EventPublisher, OutboxEvent, OutboxRelay } from '@eventdesk/server-kit';
import { startGraphApiStandIn, type GraphApiLead, type GraphApiStandIn } from '@eventdesk/stand-ins';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { createStaffMember } from '../../test/factories/staff-member.factory';
import { LEADS_SCHEMA, leadsOrmConfig } from '../database';
import { ImportBatch } from '../imports/import-batch.entity';
import { ImportsService } from '../imports/imports.service';
import { importBytes, leadsCsv, phone, storedLeads } from '../imports/imports.test-kit';
import { LeadIntake } from '../imports/lead-intake.service';
import { HttpGraphApiClient, MISSING_TOKEN_MESSAGE } from './graph-api-client';
import { FetchMetaLeadJob } from './jobs/fetch-meta-lead.job';
import { MetaLeadFetchQueue } from './meta-lead-fetch.queue';
import type { MetaWebhookOptions } from './meta-webhook.options';
import { MetaWebhookService } from './meta-webhook.service';
import { WebhookNotification } from './webhook-notification.entity';
import { webhookBatchName } from './webhook-day-batch';

jest.setTimeout(30_000);
Logger.overrideLogger(['error']);

const VERSION = 'v21.0';

async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function graphLead(phoneNumber: string | null, extra: Partial<GraphApiLead> = {}): Omit<GraphApiLead, 'id'> {
  return {
    ad_name: 'Diwali offer',
    campaign_name: 'Conference 2025',
    platform: 'ig',
    is_organic: false,
    field_data: [
      { name: 'full_name', values: ['Meena Sundaram'] },
      ...(phoneNumber === null ? [] : [{ name: 'phone_number', values: [phoneNumber] }]),
      { name: 'email', values: ['meena@example.com'] },
      { name: 'city', values: ['Coimbatore'] },
      { name: 'what_is_your_biggest_business_challenge?', values: ['Cash flow'] },
    ],
    ...extra,
  };
}

describe('Meta webhook leads: stored, fetched from the Graph API stand-in, imported (real PostgreSQL, Redis)', () => {
  let orm: MikroORM;
  let graph: GraphApiStandIn;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let intake: LeadIntake;
  let queue: MetaLeadFetchQueue;
  let webhook: MetaWebhookService;
  const options: MetaWebhookOptions = {
    redisUrl: TEST_REDIS_URL,
    queuePrefix: testQueuePrefix('meta-webhook'),
    attempts: 3,
    retryDelayMs: 50,
    tokenConfigured: true,
    concurrency: 2,
    sweepIntervalMs: 60_000,
  };
  const client = (accessToken: string) =>
    new HttpGraphApiClient({ baseUrl: graph.url, version: VERSION, accessToken, timeoutMs: 2_000 });

  beforeAll(async () => {
    orm = await createTestOrm(leadsOrmConfig);
    graph = await startGraphApiStandIn({ port: 0 });
    publisher = new EventPublisher(TEST_REDIS_URL, options.queuePrefix);
    relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
    intake = new LeadIntake();
    queue = new MetaLeadFetchQueue(
      options,
      orm.em,
      new FetchMetaLeadJob(orm.em, relay, intake, client(graph.accessToken)),
    );
    queue.onApplicationBootstrap();
    webhook = new MetaWebhookService(orm.em, queue);
  });
  afterAll(async () => {
    await queue.queue.obliterate({ force: true });
    await queue.onApplicationShutdown();
    await relay.stop();
    await publisher.close();
    await graph.close();
    await orm.close();
  });
  beforeEach(async () => {
    await queue.sweep();
    graph.failNext(0);
    graph.leads.clear();
    graph.requests.length = 0;
    await truncateSchema(orm, LEADS_SCHEMA);
  });

  const notification = (leadgenId: string) => orm.em.fork().findOne(WebhookNotification, { leadgenId });
  const settled = (leadgenId: string) =>
    waitUntil(`notification ${leadgenId} settled`, async () => {
      const row = await notification(leadgenId);
      return row && row.status !== 'pending' ? row : undefined;
    });
  const announce = (leadgenId: string) =>
    webhook.store({
      notifications: [
        { leadgen_id: leadgenId, page_id: '1001', form_id: '2002', created_time: 1_732_000_000 },
      ],
      receivedAt: new Date().toISOString(),
    });

  it('stores a genuine notification, fetches the lead with the token and imports it like a file row', async () => {
    await createStaffMember(orm.em, { username: 'alice' });
    await createStaffMember(orm.em, { username: 'bob' });
    const { id } = graph.addLead(graphLead('+91 98430 12345'));
    expect(await announce(id)).toEqual({ stored: 1, duplicates: 0 });
    const row = await settled(id);
    expect(row).toMatchObject({
      status: 'imported',
      attempts: 1,
      lastError: null,
      pageId: '1001',
      formId: '2002',
    });
    expect(row.createdTime?.toISOString()).toBe(new Date(1_732_000_000 * 1000).toISOString());

    const [lead] = await orm.em
      .fork()
      .execute<Array<Record<string, unknown>>>(`select * from "leads"."meta_lead" where "id" = ?`, [
        row.leadId,
      ]);
    expect(lead).toMatchObject({
      meta_lead_id: id,
      source: 'webhook',
      full_name: 'Meena Sundaram',
      phone_e164: '+919843012345',
      email: 'meena@example.com',
      platform: 'ig',
      ad_name: 'Diwali offer',
      caller: 'alice',
    });
    expect(graph.requests).toEqual([
      expect.objectContaining({
        leadgenId: id,
        version: VERSION,
        accessToken: graph.accessToken,
        status: 200,
      }),
    ]);
    expect(graph.requests[0]?.fields).toEqual(
      expect.arrayContaining(['field_data', 'created_time', 'is_organic']),
    );

    // A second lead the same day joins the same batch and goes to the next caller.
    const second = graph.addLead(graphLead('9843012346'));
    await announce(second.id);
    expect((await settled(second.id)).status).toBe('imported');
    const batches = await orm.em.fork().find(ImportBatch, {});
    expect(batches).toEqual([
      expect.objectContaining({
        source: 'webhook',
        fileName: webhookBatchName(new Date()),
        uploadedBy: 'meta-webhook',
        successCount: 2,
      }),
    ]);
    expect(batches[0]?.assignment.callers).toEqual([
      { username: 'alice', count: 1 },
      { username: 'bob', count: 1 },
    ]);
    expect((await storedLeads(orm)).map((stored) => stored.caller)).toEqual(['alice', 'bob']);
    expect(await orm.em.fork().count(OutboxEvent, { name: LEADS_IMPORTED })).toBe(2);
  });

  it('changes nothing when Meta redelivers a notification or the job runs again', async () => {
    const { id } = graph.addLead(graphLead('9843012345'));
    await announce(id);
    await settled(id);
    expect(await announce(id)).toEqual({ stored: 0, duplicates: 1 });
    await queue.process({ id: 'again', data: { leadgenId: id }, attemptsMade: 0, opts: { attempts: 3 } });
    expect(await queue.sweep()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(graph.requests).toHaveLength(1);
    expect(await storedLeads(orm)).toHaveLength(1);
    expect((await notification(id))?.attempts).toBe(1);
  });

  it('retries with backoff while the Graph API fails, then imports', async () => {
    const { id } = graph.addLead(graphLead('9843012345'));
    graph.failNext(2);
    await announce(id);
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'imported', attempts: 3 });
    expect(graph.requests.map((request) => request.status)).toEqual([500, 500, 200]);
  });

  it('marks the notification failed with the last error once every attempt failed', async () => {
    const { id } = graph.addLead(graphLead('9843012345'));
    graph.failNext(10);
    await announce(id);
    const row = await settled(id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(3);
    expect(row.lastError).toContain('Graph API answered 500');
    expect(row.lastError).not.toContain(graph.accessToken);
    expect(await storedLeads(orm)).toHaveLength(0);
  });

  it('marks a lead without a phone invalid, and one already imported from a file a duplicate', async () => {
    const noPhone = graph.addLead(graphLead(null));
    await announce(noPhone.id);
    expect(await settled(noPhone.id)).toMatchObject({
      status: 'invalid',
      lastError: 'phone number is missing',
    });

    await importBytes(new ImportsService(orm.em, relay, intake), leadsCsv([{ phone: phone(7) }]));
    const known = graph.addLead(graphLead(`+91${phone(7)}`));
    await announce(known.id);
    expect(await settled(known.id)).toMatchObject({
      status: 'duplicate',
      lastError: 'already imported (same phone)',
    });
    expect(await storedLeads(orm)).toHaveLength(1);
    const webhookBatch = await orm.em.fork().findOneOrFail(ImportBatch, { source: 'webhook' });
    expect(webhookBatch).toMatchObject({ successCount: 0, errorCount: 1, duplicateCount: 1 });
  });

  it('fails clearly without a page access token, and fetches once one is set', async () => {
    const { id } = graph.addLead(graphLead('9843012345'));
    const tokenless = new FetchMetaLeadJob(orm.em, relay, intake, client(''));
    // Stored without a job, as if Redis had lost it; the tokenless worker tries it by hand.
    await orm.em.fork().insert(WebhookNotification, { leadgenId: id, receivedAt: new Date() });
    await expect(tokenless.run(id, false)).rejects.toThrow(MISSING_TOKEN_MESSAGE);
    expect(await notification(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: MISSING_TOKEN_MESSAGE,
    });
    await expect(tokenless.run(id, true)).rejects.toThrow(MISSING_TOKEN_MESSAGE);
    expect(await notification(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: MISSING_TOKEN_MESSAGE,
    });
    expect(graph.requests).toHaveLength(0);

    // This service has a token: its sweep reopens the notification and adds the missing job.
    expect(await queue.sweep()).toBe(1);
    expect(await settled(id)).toMatchObject({ status: 'imported' });
    expect(graph.requests).toHaveLength(1);
  });

  it('adds the job again for a pending notification whose job Redis lost', async () => {
    const { id } = graph.addLead(graphLead('9843012345'));
    await orm.em.fork().insert(WebhookNotification, { leadgenId: id, receivedAt: new Date() });
    expect(await queue.sweep()).toBe(1);
    expect((await settled(id)).status).toBe('imported');
    expect(await queue.sweep()).toBe(0);
  });
});
