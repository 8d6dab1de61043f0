import { createHash, randomUUID } from 'node:crypto';
import {
  FILE_CHUNK_BYTES,
  stageProofChunkCommand,
  staffSubmitProofCommand,
  submitProofCommand,
  type AdminRegistrationRow,
  type RegistrationView,
} from '@eventdesk/contracts';
import type { ProofsService } from '../../src/proofs/proofs.service';

/** A real (tiny, valid) PNG, padded to the size a test needs. */
export function png(size = 300): Buffer {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

/** What the gateway does: the pieces over RPC (each parsed by its contract); returns what the submit needs. */
export async function stagePieces(proofs: ProofsService, bytes: Buffer) {
  const uploadId = randomUUID();
  const chunks = Math.ceil(bytes.length / FILE_CHUNK_BYTES);
  for (let index = 0; index < chunks; index += 1) {
    const data = bytes.subarray(index * FILE_CHUNK_BYTES, (index + 1) * FILE_CHUNK_BYTES).toString('base64');
    await proofs.stageChunk(stageProofChunkCommand.parse({ uploadId, index, data }));
  }
  return { uploadId, chunks, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The visitor's upload of a receipt. */
export async function visitorUpload(
  proofs: ProofsService,
  registration: RegistrationView,
  bytes = png(),
  utr = 'UTR123456789',
) {
  const staged = await stagePieces(proofs, bytes);
  return proofs.submit(
    registration,
    submitProofCommand.parse({
      ...staged,
      ref: registration.ref,
      fileName: 'receipt.png',
      transactionId: utr,
    }),
  );
}

/** A receipt staff upload for a registration from the Add Registration dialog. */
export async function staffUpload(
  proofs: ProofsService,
  registration: AdminRegistrationRow,
  uploadedBy: string,
  bytes = png(),
  transactionId?: string,
) {
  const staged = await stagePieces(proofs, bytes);
  return proofs.staffSubmit(
    registration,
    staffSubmitProofCommand.parse({
      ...staged,
      registrationId: registration.id,
      uploadedBy,
      fileName: 'counter-receipt.png',
      transactionId,
    }),
  );
}
