import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  leadImportResult,
  leadImportsResponse,
  leadsPatterns,
  leadsRpcs,
  storeMetaWebhookReply,
  undoLeadImportResponse,
} from '@eventdesk/contracts';
import { bootstrapService, sendFileInChunks } from '@eventdesk/server-kit';
import { startGraphApiStandIn, type GraphApiStandIn } from '@eventdesk/stand-ins';
import {
  startPrivateNats,
  testDatabaseUrl,
  testQueuePrefix,
  TEST_REDIS_URL,
  type PrivateNats,
} from '@eventdesk/testing';
import { createStaffMember } from '../../test/factories/staff-member.factory';
import { resetLeadsDb, testRpcClient, viewer } from '../../test/leads-test-kit';
import { AppModule } from '../app.module';
import { leadsEnvSchema } from '../config/env';
import { WebhookNotification } from '../meta-webhook/webhook-notification.entity';
import { csvOf } from './imports.test-kit';

jest.setTimeout(60_000);

/** Imports and Meta's webhook through the running service: NATS in, the Graph API stand-in out. */
describe('lead imports and webhook leads over NATS (real PostgreSQL, Redis, NATS)', () => {
  let nats: PrivateNats;
  let graph: GraphApiStandIn;
  let app: INestApplication;
  let orm: MikroORM;
  let client: Awaited<ReturnType<typeof testRpcClient>>;

  beforeAll(async () => {
    nats = await startPrivateNats();
    graph = await startGraphApiStandIn({ port: 0 });
    const env = leadsEnvSchema.parse({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      NATS_URL: nats.url,
      QUEUE_PREFIX: testQueuePrefix('leads-imports-rpc'),
      RPC_TIMEOUT_MS: '10000',
      META_GRAPH_API_URL: graph.url,
      META_PAGE_ACCESS_TOKEN: graph.accessToken,
      META_FETCH_RETRY_DELAY_MS: '50',
    });
    app = await bootstrapService('leads', AppModule.forRoot(env), env);
    orm = app.get(MikroORM);
    client = await testRpcClient(nats.url, 10_000);
  });
  afterAll(async () => {
    await client.close();
    await app.close();
    await graph.close();
    await nats.stop();
  });
  beforeEach(async () => {
    await resetLeadsDb(orm);
  });

  it('takes a file in pieces, imports it, lists it and undoes it', async () => {
    await createStaffMember(orm.em, { username: 'priya' });
    const admin = viewer('admin', 'admin');
    // Over one NATS message (1 MB): the file must travel in pieces.
    const bytes = csvOf(35_000);
    expect(bytes.length).toBeGreaterThan(1024 * 1024);
    const file = await sendFileInChunks(client.rpc, leadsRpcs.stageFileChunk, bytes, 'leads.csv');
    const result = leadImportResult.parse(
      await client.rpc.request(leadsPatterns.importFile, { viewer: admin, file, kind: 'csv', fields: {} }),
    );
    expect(result).toMatchObject({ successCount: 35_000, errorCount: 0, duplicateCount: 0 });

    const listed = leadImportsResponse.parse(
      await client.rpc.request(leadsPatterns.imports, { viewer: viewer('lead_manager') }),
    );
    expect(listed.imports.map((view) => [view.id, view.fileName, view.successCount])).toEqual([
      [result.importId, 'leads.csv', 35_000],
    ]);
    await expect(
      client.rpc.request(leadsPatterns.undoImport, {
        viewer: viewer('user', 'priya'),
        importId: result.importId,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(
      undoLeadImportResponse.parse(
        await client.rpc.request(leadsPatterns.undoImport, { viewer: admin, importId: result.importId }),
      ),
    ).toEqual({
      removed: 35_000,
      kept: 0,
      message: 'Removed 35000 leads; kept 0 that callers have already worked on.',
    });
    await expect(
      client.rpc.request(leadsPatterns.undoImport, { viewer: admin, importId: result.importId }),
    ).rejects.toMatchObject({ code: 'IMPORT_ALREADY_UNDONE', message: 'This import was already undone' });
  });

  it('stores a webhook notification before replying, then fetches and imports its lead', async () => {
    const lead = graph.addLead({
      field_data: [
        { name: 'full_name', values: ['Kavitha'] },
        { name: 'phone_number', values: ['+919843012399'] },
      ],
    });
    const reply = storeMetaWebhookReply.parse(
      await client.rpc.request(leadsPatterns.storeWebhook, {
        notifications: [{ leadgen_id: lead.id }, { leadgen_id: lead.id }],
        receivedAt: new Date().toISOString(),
      }),
    );
    expect(reply).toEqual({ stored: 1, duplicates: 1 });
    // Committed before the reply: the row is there at once.
    expect(await orm.em.fork().count(WebhookNotification, { leadgenId: lead.id })).toBe(1);
    const deadline = Date.now() + 10_000;
    let status = 'pending';
    while (status === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await orm.em.fork().findOneOrFail(WebhookNotification, { leadgenId: lead.id })).status;
    }
    expect(status).toBe('imported');
    await expect(
      client.rpc.request(leadsPatterns.storeWebhook, {
        notifications: [{ leadgen_id: 'not-digits' }],
        receivedAt: '',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
