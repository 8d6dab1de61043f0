import { createHash, randomUUID } from 'node:crypto';
import {
  FILE_CHUNK_BYTES,
  FILE_TRANSFER_MAX_BYTES,
  type fileChunkAck,
  type fileChunkCommand,
  type FileChunkCommand,
  type FileManifest,
  type RpcContract,
} from '@eventdesk/contracts';
import { DomainError } from '../errors/domain-error';
import type { RpcClient } from '../rpc/rpc-client';

/** Pieces in flight at once: enough to hide the round trips, few enough not to crowd the one NATS connection. */
export const PARALLEL_FILE_CHUNKS = 4;

/** A file cut into the messages that carry it: the pieces under a fresh upload id, and the manifest for the submit. */
export function splitFile(
  bytes: Buffer,
  fileName: string,
): { manifest: FileManifest; chunks: FileChunkCommand[] } {
  if (bytes.length === 0) {
    throw new DomainError('BAD_REQUEST', 'The file is empty');
  }
  // Intakes have their own lower limits; this one is what the receiving contracts can carry at all.
  if (bytes.length > FILE_TRANSFER_MAX_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'File too large');
  }
  const uploadId = randomUUID();
  const chunks: FileChunkCommand[] = [];
  for (let offset = 0; offset < bytes.length; offset += FILE_CHUNK_BYTES) {
    chunks.push({
      uploadId,
      index: chunks.length,
      data: bytes.subarray(offset, offset + FILE_CHUNK_BYTES).toString('base64'),
    });
  }
  const manifest: FileManifest = {
    uploadId,
    chunkCount: chunks.length,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    fileName: fileName.trim().slice(0, 255).trim() || 'file',
  };
  return { manifest, chunks };
}

/** A service's RPC that stages one piece of a file (each intake has its own, served by its service). */
export type StageFileChunkRpc = RpcContract<typeof fileChunkCommand, typeof fileChunkAck>;

/**
 * Sends a file to a service as pieces under the NATS message limit, through the service's own staging RPC, at
 * most PARALLEL_FILE_CHUNKS at a time (any replica may take any piece; they meet in the service's schema).
 * Returns the manifest to put in the submit message. A failed piece stops the rest and rejects.
 */
export async function sendFileInChunks(
  rpc: RpcClient,
  stageChunk: StageFileChunkRpc,
  bytes: Buffer,
  fileName: string,
): Promise<FileManifest> {
  const { manifest, chunks } = splitFile(bytes, fileName);
  let next = 0;
  let failed = false;
  const sender = async (): Promise<void> => {
    while (!failed && next < chunks.length) {
      const chunk = chunks[next];
      next += 1;
      try {
        await rpc.call(stageChunk, chunk);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FILE_CHUNKS, chunks.length) }, sender));
  return manifest;
}
