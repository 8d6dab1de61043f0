import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import {
  auditListPattern,
  leadListResponse,
  leadsPatterns,
  leadStatusUpdateResponse,
  PAYMENT_COMPLETED,
  STAFF_USER_CHANGED,
  type StaffUserChangedPayload,
} from '@eventdesk/contracts';
import { bootstrapService, EventPublisher, EventWorkers } from '@eventdesk/server-kit';
import {
  startPrivateNats,
  testDatabaseUrl,
  testQueuePrefix,
  TEST_REDIS_URL,
  type PrivateNats,
  type RpcStandIn,
} from '@eventdesk/testing';
import { createLead } from '../test/factories/lead.factory';
import { resetLeadsDb, startRegistrationStandIn, testRpcClient, viewer } from '../test/leads-test-kit';
import { AppModule } from './app.module';
import { leadsEnvSchema } from './config/env';
import { StaffMember } from './callers/staff-member.entity';

/** The service as main.ts starts it: NATS queue group "leads", event workers, its call to the registration service. */
describe('leads-service boots and answers over NATS (real PostgreSQL, Redis, NATS)', () => {
  let nats: PrivateNats;
  let app: INestApplication;
  let orm: MikroORM;
  let client: Awaited<ReturnType<typeof testRpcClient>>;
  let registrations: RpcStandIn;
  const queuePrefix = testQueuePrefix('leads-app');

  beforeAll(async () => {
    nats = await startPrivateNats();
    const env = leadsEnvSchema.parse({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      NATS_URL: nats.url,
      QUEUE_PREFIX: queuePrefix,
      RPC_TIMEOUT_MS: '2000',
    });
    app = await bootstrapService('leads', AppModule.forRoot(env), env);
    orm = app.get(MikroORM);
    client = await testRpcClient(nats.url);
    registrations = await startRegistrationStandIn(nats.url, [
      { id: 42, ref: 'AbCdEfGhIjKlMnOpQrStUv', paymentStatus: 'completed' },
    ]);
  });
  afterAll(async () => {
    await registrations.close();
    await client.close();
    await app.close();
    await nats.stop();
  });
  beforeEach(async () => {
    await resetLeadsDb(orm);
  });

  it('has a handler for every event it subscribes to', () => {
    const handlers = [...app.get(EventWorkers).handlers.keys()].sort();
    expect(handlers).toEqual([PAYMENT_COMPLETED, STAFF_USER_CHANGED].sort());
  });

  it('serves the list, a status change that links a registration, and the audit list', async () => {
    const lead = await createLead(orm.em, { caller: 'priya', fullName: 'Anbu' });
    const priya = viewer('user', 'priya');
    const page = leadListResponse.parse(
      await client.rpc.request(leadsPatterns.list, { viewer: priya, query: { search: 'anbu' } }),
    );
    expect(page).toMatchObject({ totalCount: 1, leads: [{ id: lead.id, fullName: 'Anbu' }] });

    const updated = leadStatusUpdateResponse.parse(
      await client.rpc.request(leadsPatterns.updateStatus, {
        viewer: priya,
        id: lead.id,
        body: { status: 'payment_done', referenceId: '42' },
      }),
    );
    expect(updated.lead.registrationLink).toEqual({
      registrationId: null,
      registrationRef: null,
      paid: true,
    });
    expect(await client.rpc.request(leadsPatterns.linkedToRegistration, { registrationId: 42 })).toEqual({
      leads: [{ id: lead.id, fullName: 'Anbu', caller: 'priya', status: 'payment_done' }],
    });
    expect(await client.rpc.request(auditListPattern('leads'), { limit: 5 })).toEqual([]);
  });

  it('answers contract and scope errors with their codes', async () => {
    const theirs = await createLead(orm.em, { caller: 'ravi' });
    await expect(
      client.rpc.request(leadsPatterns.history, { viewer: viewer('user', 'priya'), id: theirs.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead not found' });
    await expect(
      client.rpc.request(leadsPatterns.updateStatus, { viewer: viewer('admin'), id: theirs.id, body: {} }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      client.rpc.request(leadsPatterns.reassign, {
        viewer: viewer('user', 'priya'),
        body: { leadIds: [theirs.id], caller: 'priya' },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('consumes staff-user.changed from its queue into the callers list', async () => {
    const publisher = new EventPublisher(TEST_REDIS_URL, queuePrefix);
    try {
      const payload: StaffUserChangedPayload = {
        userId: 9,
        username: 'selvi',
        role: 'user',
        disabled: false,
        change: 'created',
        version: 1,
        changedAt: new Date().toISOString(),
      };
      await publisher.publish({
        id: randomUUID(),
        name: STAFF_USER_CHANGED,
        occurredAt: new Date().toISOString(),
        payload,
      });
      const deadline = Date.now() + 10_000;
      while (!(await orm.em.fork().count(StaffMember, { username: 'selvi' })) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await client.rpc.request(leadsPatterns.callers, { viewer: viewer('admin') })).toEqual({
        callers: [{ username: 'selvi', active: true }],
      });
    } finally {
      await publisher.close();
    }
  });
});
