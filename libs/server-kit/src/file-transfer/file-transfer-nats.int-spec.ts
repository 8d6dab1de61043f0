import type { ClientProxy } from '@nestjs/microservices';
import { ClientProxyFactory } from '@nestjs/microservices';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FILE_CHUNK_BYTES,
  FILE_TRANSFER_MAX_BYTES,
  defineRpc,
  fileChunkAck,
  fileChunkCommand,
  fileChunkQuery,
} from '@eventdesk/contracts';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import {
  FILE_TEST_SCHEMA,
  fileTransferOrmConfig,
  storedFileColumns,
} from '../../test/file-transfer-test-orm';
import { natsClientOptions } from '../rpc/nats-options';
import { RpcClient } from '../rpc/rpc-client';
import { stageChunk, takeFile } from './chunk-store';
import { streamStoredFile } from './file-download';
import { PARALLEL_FILE_CHUNKS, sendFileInChunks } from './send-file';
import { readFileChunk } from './stored-file-chunk';

jest.setTimeout(30_000);

/** The machine's NATS (default max_payload 1 MB); subjects of this file are unique to the run. */
const NATS_URL = 'nats://127.0.0.1:4222';
const S = FILE_TEST_SCHEMA;
const codec = JSONCodec<{ id?: string; data?: unknown }>();

describe('file transfer over NATS (real NATS, PostgreSQL and HTTP)', () => {
  const subjects = { stage: `kit-test.${randomUUID()}.stage`, slice: `kit-test.${randomUUID()}.slice` };
  const stageRpc = defineRpc(subjects.stage, fileChunkCommand, fileChunkAck);
  let orm: MikroORM;
  let proxy: ClientProxy;
  let rpc: RpcClient;
  let service: NatsConnection;
  let server: Server;
  const seen: Array<{ index: number; size: number }> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let failSliceAt: number | null = null;
  let refuseStageAt: number | null = null;

  /** Answers like a Nest service: the `{ id, response | err, isDisposed }` reply. */
  function serve(subject: string, handle: (data: unknown, size: number) => Promise<unknown>): void {
    const subscription = service.subscribe(subject);
    void (async () => {
      for await (const message of subscription) {
        const packet = codec.decode(message.data);
        void handle(packet.data, message.data.length).then(
          (response) => message.respond(JSONCodec().encode({ id: packet.id, response, isDisposed: true })),
          (error: { code?: string; message?: string }) =>
            message.respond(
              JSONCodec().encode({
                id: packet.id,
                err: { code: error.code ?? 'INTERNAL', message: error.message ?? 'failed' },
                isDisposed: true,
              }),
            ),
        );
      }
    })();
  }

  beforeAll(async () => {
    orm = await createTestOrm(fileTransferOrmConfig);
    service = await connect({ servers: NATS_URL, name: 'kit-test-file-service' });
    serve(subjects.stage, async (data, size) => {
      const command = fileChunkCommand.parse(data);
      seen.push({ index: command.index, size });
      if (command.index === refuseStageAt) {
        throw { code: 'BAD_REQUEST', message: 'refused' };
      }
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        // Slow enough that the sender's pieces overlap.
        await new Promise((resolve) => setTimeout(resolve, 15));
        return await stageChunk(orm.em.fork(), S, command);
      } finally {
        inFlight -= 1;
      }
    });
    serve(subjects.slice, async (data) => {
      const query = fileChunkQuery.parse(data);
      if (query.index === failSliceAt) {
        throw { code: 'SERVICE_UNAVAILABLE', message: 'gone' };
      }
      const reply = await readFileChunk(orm.em.fork(), S, storedFileColumns, query);
      if (!reply) {
        throw { code: 'NOT_FOUND', message: 'No such file' };
      }
      return reply;
    });
    await service.flush();
    proxy = ClientProxyFactory.create(natsClientOptions('kit-test-file-sender', NATS_URL));
    await proxy.connect();
    rpc = new RpcClient(proxy, 5_000);

    const app = express();
    app.get('/files/:id', (req, res) => {
      streamStoredFile(res, (index) => rpc.request(subjects.slice, { id: Number(req.params.id), index }), {
        disposition: 'attachment',
      }).catch((error: { code?: string }) => res.status(error.code === 'NOT_FOUND' ? 404 : 500).end());
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await proxy.close();
    await service.close();
    await orm.close();
  });
  beforeEach(async () => {
    seen.length = 0;
    mostInFlight = 0;
    failSliceAt = null;
    refuseStageAt = null;
    await truncateSchema(orm, S);
  });

  const url = (id: number) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/files/${id}`;

  async function store(bytes: Buffer, fileName: string): Promise<number> {
    const manifest = await sendFileInChunks(rpc, stageRpc, bytes, fileName);
    return orm.em.fork().transactional(async (tx: EntityManager) => {
      const taken = await takeFile(tx, S, manifest);
      const [row] = await tx.execute<Array<{ owner_id: number }>>(
        `insert into "${S}"."stored_file" ("content", "byte_count", "content_type", "original_name")
         values (?, ?, 'application/pdf', ?) returning "owner_id"`,
        [taken, taken.length, manifest.fileName],
      );
      return row?.owner_id ?? 0;
    });
  }

  it('sends a 10 MB file as 20 pieces, each message under 1 MiB, a few at a time, and it arrives whole', async () => {
    const bytes = randomBytes(FILE_TRANSFER_MAX_BYTES);
    const manifest = await sendFileInChunks(rpc, stageRpc, bytes, '  deck.pdf ');
    expect(manifest).toMatchObject({ chunkCount: 20, size: bytes.length, fileName: 'deck.pdf' });
    expect(seen.map((piece) => piece.index).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    for (const piece of seen) {
      expect(piece.size).toBeLessThan(1024 * 1024);
    }
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(PARALLEL_FILE_CHUNKS);
    const taken = await orm.em.fork().transactional((tx: EntityManager) => takeFile(tx, S, manifest));
    expect(taken.equals(bytes)).toBe(true);
  });

  it('rejects when a piece is refused and sends no further piece; sends nothing for an empty file', async () => {
    refuseStageAt = 1;
    await expect(
      sendFileInChunks(rpc, stageRpc, randomBytes(6 * FILE_CHUNK_BYTES), 'a.pdf'),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'refused' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Pieces 0-3 went out together; 4 and 5 were never sent.
    expect(seen.map((piece) => piece.index).sort()).toEqual([0, 1, 2, 3]);

    seen.length = 0;
    await expect(sendFileInChunks(rpc, stageRpc, Buffer.alloc(0), 'a.pdf')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      sendFileInChunks(
        rpc,
        defineRpc(`kit-test.${randomUUID()}.nobody`, fileChunkCommand, fileChunkAck),
        randomBytes(100),
        'a.pdf',
      ),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(seen).toEqual([]);
  });

  it('streams a stored file to an HTTP download slice by slice, byte for byte, with its headers', async () => {
    const bytes = randomBytes(2 * FILE_CHUNK_BYTES + 99);
    const id = await store(bytes, 'Pitch deck.pdf');
    const response = await fetch(url(id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Pitch deck.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

    expect((await fetch(url(id + 1))).status).toBe(404);
  });

  it('cuts the download short when a later slice fails, so a partial file is not taken for whole', async () => {
    const id = await store(randomBytes(2 * FILE_CHUNK_BYTES + 99), 'deck.pdf');
    failSliceAt = 1;
    const response = await fetch(url(id));
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});
