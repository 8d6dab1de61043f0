import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import {
  FILE_CHUNK_BYTES,
  type FileChunkAck,
  type FileChunkCommand,
  type FileManifest,
} from '@eventdesk/contracts';
import { DomainError } from '../errors/domain-error';
import { fileChunkTable } from './file-chunk-tables.sql';

const logger = new Logger('FileTransfer');

/** Pieces of an upload nobody submitted (the gateway failed half way) are swept after this long. */
const ABANDONED_AFTER = '1 hour';

/** All pending pieces of one service's schema together stay under this (FILE_CHUNKS_MAX_BYTES overrides it). */
export const FILE_CHUNKS_MAX_BYTES_DEFAULT = 500 * 1024 * 1024;

let maxPendingBytes = FILE_CHUNKS_MAX_BYTES_DEFAULT;

/** Sets the bound from the service's FILE_CHUNKS_MAX_BYTES, once at start (serviceCoreImports). */
export function setFileChunksMaxBytes(bytes: number): void {
  maxPendingBytes = bytes;
}

/** The bound stageChunk applies when its caller names none. */
export function fileChunksMaxBytes(): number {
  return maxPendingBytes;
}

export interface StageChunkOptions {
  /** Bytes all pending pieces of the schema may hold before a new upload is refused; default fileChunksMaxBytes(). */
  maxPendingBytes?: number;
}

/**
 * Stores one piece of an upload. A repeated (upload, index) keeps the first copy, so the sender may retry a piece.
 * The first piece of each upload also sweeps abandoned uploads (often enough, and never on a submit's path) and
 * refuses the upload with SERVICE_UNAVAILABLE while the pending pieces hold maxPendingBytes or more. Only the first
 * piece is checked, so an upload that started is not cut off half way; the overshoot is at most the uploads
 * started at the same moment.
 */
export async function stageChunk(
  em: EntityManager,
  schema: string,
  command: FileChunkCommand,
  options: StageChunkOptions = {},
): Promise<FileChunkAck> {
  const table = fileChunkTable(schema);
  const bytes = Buffer.from(command.data, 'base64');
  if (bytes.length === 0 || bytes.length > FILE_CHUNK_BYTES) {
    throw new DomainError('BAD_REQUEST', `A piece of a file holds 1 to ${FILE_CHUNK_BYTES} bytes`);
  }
  if (command.index === 0) {
    await sweepAbandonedChunks(em, schema);
    if ((await pendingChunkBytes(em, schema)) >= (options.maxPendingBytes ?? fileChunksMaxBytes())) {
      logger.warn({ schema }, 'upload refused: the pending pieces are at their bound');
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        'Uploads are paused: too many unfinished uploads. Try again in a few minutes.',
      );
    }
  }
  await em.execute(
    `insert into ${table} ("upload_id", "index", "bytes") values (?, ?, ?) on conflict do nothing`,
    [command.uploadId, command.index, bytes],
    'run',
  );
  return { received: bytes.length };
}

export interface TakeFileOptions {
  /** The intake's own limit (receipts: 5 MB); over it is PAYLOAD_TOO_LARGE before any piece is read. */
  maxBytes?: number;
}

/**
 * Joins the pieces of an upload and checks them against the manifest (count, order, size, SHA-256). Call it in the
 * transaction that stores the file: the pieces are locked, so two submits of one upload cannot both take them, and
 * deleted, so the file exists in exactly one place once that transaction commits. A refusal deletes nothing (the
 * caller's transaction rolls back); discard the pieces with `discardFile` or leave them to the sweep.
 */
export async function takeFile(
  em: EntityManager,
  schema: string,
  manifest: FileManifest,
  options: TakeFileOptions = {},
): Promise<Buffer> {
  const table = fileChunkTable(schema);
  if (options.maxBytes !== undefined && manifest.size > options.maxBytes) {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'File too large');
  }
  const pieces = await em.execute<Array<{ index: number; bytes: Buffer }>>(
    `select "index", "bytes" from ${table} where "upload_id" = ? order by "index" for update`,
    [manifest.uploadId],
  );
  const complete =
    pieces.length === manifest.chunkCount && pieces.every((piece, position) => piece.index === position);
  const bytes = Buffer.concat(pieces.map((piece) => piece.bytes));
  if (!complete || bytes.length !== manifest.size) {
    throw new DomainError('BAD_REQUEST', 'The upload is incomplete. Please upload the file again.');
  }
  if (createHash('sha256').update(bytes).digest('hex') !== manifest.sha256) {
    throw new DomainError('BAD_REQUEST', 'The upload was damaged on the way. Please upload the file again.');
  }
  await em.execute(`delete from ${table} where "upload_id" = ?`, [manifest.uploadId], 'run');
  return bytes;
}

/** Drops the pieces of an upload that will not be submitted (refused, or its owner is gone). */
export async function discardFile(em: EntityManager, schema: string, uploadId: string): Promise<void> {
  await em.execute(`delete from ${fileChunkTable(schema)} where "upload_id" = ?`, [uploadId], 'run');
}

/**
 * The bytes all pending pieces hold. An exact sum, and cheap: octet_length of a bytea reads the length from its
 * TOAST pointer without fetching the value, so this scans only the small heap rows (one per 512 kB piece, so a few
 * thousand at most under the bound). pg_total_relation_size would be cheaper still, but it counts dead rows until
 * a vacuum and never shrinks its files, so one burst could pause uploads long after its pieces were gone.
 */
export async function pendingChunkBytes(em: EntityManager, schema: string): Promise<number> {
  const rows = await em.execute<Array<{ bytes: string | number }>>(
    `select coalesce(sum(octet_length("bytes")), 0)::bigint as "bytes" from ${fileChunkTable(schema)}`,
  );
  return Number(rows[0]?.bytes ?? 0);
}

/** Deletes the pieces of uploads started over an hour ago and never submitted; returns how many. */
export async function sweepAbandonedChunks(em: EntityManager, schema: string): Promise<number> {
  const result = await em.execute<{ affectedRows: number }>(
    `delete from ${fileChunkTable(schema)} where "created_at" < now() - interval '${ABANDONED_AFTER}'`,
    [],
    'run',
  );
  if (result.affectedRows > 0) {
    logger.log({ schema, pieces: result.affectedRows }, 'removed pieces of abandoned uploads');
  }
  return result.affectedRows;
}
