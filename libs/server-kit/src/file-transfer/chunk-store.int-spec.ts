import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID } from 'node:crypto';
import { FILE_CHUNK_BYTES, type FileManifest } from '@eventdesk/contracts';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import {
  FILE_TEST_SCHEMA,
  fileTransferOrmConfig,
  storedFileColumns,
} from '../../test/file-transfer-test-orm';
import {
  discardFile,
  FILE_CHUNKS_MAX_BYTES_DEFAULT,
  fileChunksMaxBytes,
  pendingChunkBytes,
  setFileChunksMaxBytes,
  stageChunk,
  sweepAbandonedChunks,
  takeFile,
} from './chunk-store';
import { serviceEnvSchema } from '../config/load-env';
import { splitFile } from './send-file';
import { readFileChunk } from './stored-file-chunk';

const S = FILE_TEST_SCHEMA;

describe('chunk store (real PostgreSQL, a schema of its own)', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestOrm(fileTransferOrmConfig);
  });
  afterAll(() => orm.close());
  beforeEach(() => truncateSchema(orm, S));

  const pieces = async (uploadId?: string) => {
    const rows = await orm.em
      .fork()
      .execute<Array<{ n: number }>>(
        `select count(*)::int as "n" from "${S}"."file_chunk" where ? is null or "upload_id" = ?::uuid`,
        [uploadId ?? null, uploadId ?? null],
      );
    return rows[0]?.n;
  };
  const storedFiles = async () =>
    (
      await orm.em
        .fork()
        .execute<Array<{ n: number }>>(`select count(*)::int as "n" from "${S}"."stored_file"`)
    )[0]?.n;

  /** What a service's submit does: take the file and store it, in one transaction. */
  const storeUpload = (manifest: FileManifest, maxBytes?: number) =>
    orm.em.fork().transactional(async (tx: EntityManager) => {
      const bytes = await takeFile(tx, S, manifest, { maxBytes });
      const [row] = await tx.execute<Array<{ owner_id: number }>>(
        `insert into "${S}"."stored_file" ("content", "byte_count", "content_type", "original_name")
         values (?, ?, 'application/pdf', ?) returning "owner_id"`,
        [bytes, bytes.length, manifest.fileName],
      );
      return { id: row?.owner_id ?? 0, bytes };
    });

  async function stageAll(file: ReturnType<typeof splitFile>): Promise<void> {
    for (const chunk of file.chunks) {
      await stageChunk(orm.em.fork(), S, chunk);
    }
  }

  it('joins pieces that arrive in any order, a repeated piece stored once, and deletes them on take', async () => {
    const bytes = randomBytes(3 * FILE_CHUNK_BYTES + 17);
    const file = splitFile(bytes, 'deck.pdf');
    const [a, b, c, d] = file.chunks;
    for (const chunk of [d, b, b, a, c, d]) {
      expect(await stageChunk(orm.em.fork(), S, chunk!)).toEqual({
        received: Buffer.from(chunk!.data, 'base64').length,
      });
    }
    // A retried piece carrying other bytes does not replace the first copy.
    await stageChunk(orm.em.fork(), S, { ...a!, data: Buffer.from('other').toString('base64') });
    expect(await pieces()).toBe(4);

    const stored = await storeUpload(file.manifest);
    expect(stored.bytes.equals(bytes)).toBe(true);
    expect(await pieces()).toBe(0);
  });

  it('refuses an incomplete or damaged upload: nothing is stored and the pieces stay until discarded', async () => {
    const bytes = randomBytes(FILE_CHUNK_BYTES + 10);
    const file = splitFile(bytes, 'deck.pdf');
    await stageChunk(orm.em.fork(), S, file.chunks[0]!);
    const incomplete = {
      code: 'BAD_REQUEST',
      message: 'The upload is incomplete. Please upload the file again.',
    };
    await expect(storeUpload(file.manifest)).rejects.toMatchObject(incomplete);

    await stageChunk(orm.em.fork(), S, file.chunks[1]!);
    for (const wrong of [{ size: bytes.length - 1 }, { chunkCount: 3 }, { chunkCount: 1 }]) {
      await expect(storeUpload({ ...file.manifest, ...wrong })).rejects.toMatchObject(incomplete);
    }
    await expect(storeUpload({ ...file.manifest, sha256: 'f'.repeat(64) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The upload was damaged on the way. Please upload the file again.',
    });
    await expect(storeUpload(file.manifest, bytes.length - 1)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await storedFiles()).toBe(0);
    expect(await pieces(file.manifest.uploadId)).toBe(2);

    await discardFile(orm.em.fork(), S, file.manifest.uploadId);
    expect(await pieces()).toBe(0);
    await expect(storeUpload(file.manifest)).rejects.toMatchObject(incomplete);
  });

  it('refuses a gap in the pieces even when the count and size add up', async () => {
    const file = splitFile(randomBytes(2 * FILE_CHUNK_BYTES), 'deck.pdf');
    await stageChunk(orm.em.fork(), S, file.chunks[0]!);
    await stageChunk(orm.em.fork(), S, { ...file.chunks[1]!, index: 2 });
    await expect(storeUpload(file.manifest)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await storedFiles()).toBe(0);
  });

  it('keeps the pieces when the transaction that took them fails later', async () => {
    const file = splitFile(randomBytes(1000), 'deck.pdf');
    await stageAll(file);
    await expect(
      orm.em.fork().transactional(async (tx: EntityManager) => {
        await takeFile(tx, S, file.manifest);
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await pieces(file.manifest.uploadId)).toBe(1);
    await storeUpload(file.manifest);
    expect(await storedFiles()).toBe(1);
  });

  it('lets one of 8 simultaneous submits of an upload take it; the others find nothing', async () => {
    const file = splitFile(randomBytes(2 * FILE_CHUNK_BYTES + 5), 'deck.pdf');
    await stageAll(file);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => storeUpload(file.manifest)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await storedFiles()).toBe(1);
    expect(await pieces()).toBe(0);
  });

  it('refuses a piece that is empty or over 512 KiB (a caller that skipped the contract)', async () => {
    const uploadId = randomUUID();
    const big = randomBytes(FILE_CHUNK_BYTES + 1).toString('base64');
    await expect(stageChunk(orm.em.fork(), S, { uploadId, index: 1, data: big })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(stageChunk(orm.em.fork(), S, { uploadId, index: 1, data: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await pieces()).toBe(0);
  });

  it('sweeps pieces of uploads abandoned over an hour ago when a new upload starts, and no others', async () => {
    const old = splitFile(randomBytes(100), 'old.pdf');
    const recent = splitFile(randomBytes(FILE_CHUNK_BYTES + 1), 'recent.pdf');
    await stageChunk(orm.em.fork(), S, old.chunks[0]!);
    await stageChunk(orm.em.fork(), S, recent.chunks[0]!);
    await orm.em
      .fork()
      .execute(
        `update "${S}"."file_chunk" set "created_at" = now() - interval '61 minutes' where "upload_id" = ?`,
        [old.manifest.uploadId],
      );
    // A later piece of an upload in progress sweeps nothing; the first piece of the next upload does.
    await stageChunk(orm.em.fork(), S, recent.chunks[1]!);
    expect(await pieces(old.manifest.uploadId)).toBe(1);
    const fresh = splitFile(randomBytes(100), 'fresh.pdf');
    await stageChunk(orm.em.fork(), S, fresh.chunks[0]!);
    expect(await pieces(old.manifest.uploadId)).toBe(0);
    expect(await pieces()).toBe(3);
    expect(await sweepAbandonedChunks(orm.em.fork(), S)).toBe(0);
  });

  it('refuses a new upload with 503 once the pending pieces reach the bound, while started uploads finish', async () => {
    const bound = 2 * FILE_CHUNK_BYTES;
    const started = splitFile(randomBytes(3 * FILE_CHUNK_BYTES), 'started.pdf');
    await stageChunk(orm.em.fork(), S, started.chunks[0]!, { maxPendingBytes: bound });
    await stageChunk(orm.em.fork(), S, started.chunks[1]!, { maxPendingBytes: bound });
    expect(await pendingChunkBytes(orm.em.fork(), S)).toBe(bound);

    // The attacker's next upload: refused, nothing stored.
    const attack = splitFile(randomBytes(100), 'more.pdf');
    await expect(
      stageChunk(orm.em.fork(), S, attack.chunks[0]!, { maxPendingBytes: bound }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Uploads are paused: too many unfinished uploads. Try again in a few minutes.',
    });
    expect(await pieces(attack.manifest.uploadId)).toBe(0);

    // An upload already under way is not cut off half way, and is taken whole.
    await stageChunk(orm.em.fork(), S, started.chunks[2]!, { maxPendingBytes: bound });
    expect((await storeUpload(started.manifest)).bytes.length).toBe(3 * FILE_CHUNK_BYTES);

    // Under the bound again: the honest upload goes through.
    const honest = splitFile(randomBytes(100), 'honest.pdf');
    await stageChunk(orm.em.fork(), S, honest.chunks[0]!, { maxPendingBytes: bound });
    expect(await pieces(honest.manifest.uploadId)).toBe(1);
  });

  it('applies the configured bound by default: 500 MB unless FILE_CHUNKS_MAX_BYTES sets another', async () => {
    expect(fileChunksMaxBytes()).toBe(FILE_CHUNKS_MAX_BYTES_DEFAULT);
    expect(FILE_CHUNKS_MAX_BYTES_DEFAULT).toBe(500 * 1024 * 1024);
    const held = splitFile(randomBytes(100), 'held.pdf');
    await stageChunk(orm.em.fork(), S, held.chunks[0]!);
    setFileChunksMaxBytes(100);
    try {
      const next = splitFile(randomBytes(100), 'next.pdf');
      await expect(stageChunk(orm.em.fork(), S, next.chunks[0]!)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(await pieces(next.manifest.uploadId)).toBe(0);
    } finally {
      setFileChunksMaxBytes(FILE_CHUNKS_MAX_BYTES_DEFAULT);
    }
  });

  it('every service reads FILE_CHUNKS_MAX_BYTES from its environment, 500 MB when unset', () => {
    const base = {
      DATABASE_URL: 'postgres://x@h/db',
      REDIS_URL: 'redis://h:6379',
      NATS_URL: 'nats://h:4222',
    };
    expect(serviceEnvSchema(1).parse(base).FILE_CHUNKS_MAX_BYTES).toBe(FILE_CHUNKS_MAX_BYTES_DEFAULT);
    expect(
      serviceEnvSchema(1).parse({ ...base, FILE_CHUNKS_MAX_BYTES: '1048576' }).FILE_CHUNKS_MAX_BYTES,
    ).toBe(1_048_576);
    expect(serviceEnvSchema(1).safeParse({ ...base, FILE_CHUNKS_MAX_BYTES: 'lots' }).success).toBe(false);
  });

  it('reads a stored file back in slices that join to the same bytes', async () => {
    const bytes = randomBytes(2 * FILE_CHUNK_BYTES + 1234);
    const file = splitFile(bytes, 'deck.pdf');
    await stageAll(file);
    const { id } = await storeUpload(file.manifest);
    const read = (index: number) => readFileChunk(orm.em.fork(), S, storedFileColumns, { id, index });
    const first = await read(0);
    expect(first).toMatchObject({
      chunkCount: 3,
      size: bytes.length,
      mimeType: 'application/pdf',
      fileName: 'deck.pdf',
    });
    const slices = [first, await read(1), await read(2)].map((reply) =>
      Buffer.from(reply?.data ?? '', 'base64'),
    );
    expect(slices.map((slice) => slice.length)).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, 1234]);
    expect(Buffer.concat(slices).equals(bytes)).toBe(true);
    await expect(read(3)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await readFileChunk(orm.em.fork(), S, storedFileColumns, { id: id + 1, index: 0 })).toBeNull();
  });

  it('refuses a schema or column name that is not a plain identifier', async () => {
    await expect(discardFile(orm.em.fork(), 'x"; drop table y; --', randomUUID())).rejects.toThrow(
      /Not a schema name/,
    );
    await expect(
      readFileChunk(orm.em.fork(), S, { ...storedFileColumns, bytes: 'content" --' }, { id: 1, index: 0 }),
    ).rejects.toThrow(/Not an SQL identifier/);
  });
});
