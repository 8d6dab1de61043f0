import { Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import {
  PITCH_CHUNK_BYTES,
  pitchPatterns,
  translateValidationMessage,
  type Language,
  type PitchDocumentUpload,
} from '@eventdesk/contracts';
import { DOCUMENT_KINDS, detectFileType, DomainError, RpcClient } from '@eventdesk/server-kit';

/** Chunks in flight at once: enough to hide the round trips, few enough not to crowd the NATS connection. */
const PARALLEL_CHUNKS = 4;

/**
 * The gateway's file intake for pitch documents: decides what the bytes are (never the name or the declared
 * type) and hands an accepted document to the registration service in chunks under the NATS payload limit.
 * A refused file is never sent, so nothing of it is stored.
 */
@Injectable()
export class PitchDocumentIntake {
  constructor(private readonly rpc: RpcClient) {}

  async upload(file: { buffer: Buffer; originalname: string }, lang: Language): Promise<PitchDocumentUpload> {
    const bytes = file.buffer;
    const kind = detectFileType(bytes);
    if (!kind || !DOCUMENT_KINDS.includes(kind)) {
      throw new DomainError(
        'UNSUPPORTED_FILE',
        translateValidationMessage('validation.pitch.file.type', lang),
      );
    }
    const uploadId = randomUUID();
    const chunkCount = Math.ceil(bytes.length / PITCH_CHUNK_BYTES);
    for (let first = 0; first < chunkCount; first += PARALLEL_CHUNKS) {
      const batch = [];
      for (let index = first; index < Math.min(first + PARALLEL_CHUNKS, chunkCount); index += 1) {
        const data = bytes
          .subarray(index * PITCH_CHUNK_BYTES, (index + 1) * PITCH_CHUNK_BYTES)
          .toString('base64');
        batch.push(this.rpc.request(pitchPatterns.uploadChunk, { uploadId, index, data }));
      }
      await Promise.all(batch);
    }
    return {
      uploadId,
      fileName: file.originalname.slice(0, 255) || 'pitch-document',
      size: bytes.length,
      chunkCount,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  }
}
