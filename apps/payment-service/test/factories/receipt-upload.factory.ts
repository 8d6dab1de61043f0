import {
  fileChunkCommand,
  staffSubmitProofCommand,
  submitProofCommand,
  type AdminRegistrationRow,
  type FileManifest,
  type RegistrationView,
} from '@eventdesk/contracts';
import { splitFile } from '@eventdesk/server-kit';
import type { ProofIntakeService } from '../../src/proofs/proof-intake.service';
import { bankDetails } from './bank-details.factory';

/** A real (tiny, valid) PNG, padded to the size a test needs. */
export function png(size = 300): Buffer {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

/** What the gateway does: the pieces over RPC (each parsed by its contract); returns the manifest for the submit. */
export async function stagePieces(
  proofs: ProofIntakeService,
  bytes: Buffer,
  fileName: string,
): Promise<FileManifest> {
  const { manifest, chunks } = splitFile(bytes, fileName);
  for (const chunk of chunks) {
    await proofs.stageChunk(fileChunkCommand.parse(chunk));
  }
  return manifest;
}

/** The visitor's upload of a receipt. */
export async function visitorUpload(
  proofs: ProofIntakeService,
  registration: RegistrationView,
  bytes = png(),
  utr = 'UTR123456789',
) {
  const file = await stagePieces(proofs, bytes, 'receipt.png');
  return proofs.submit(
    registration,
    submitProofCommand.parse({ file, ref: registration.ref, transactionId: utr }),
    bankDetails,
  );
}

/** A receipt staff upload for a registration from the Add Registration dialog. */
export async function staffUpload(
  proofs: ProofIntakeService,
  registration: AdminRegistrationRow,
  uploadedBy: string,
  bytes = png(),
  transactionId?: string,
) {
  const file = await stagePieces(proofs, bytes, 'counter-receipt.png');
  return proofs.staffSubmit(
    registration,
    staffSubmitProofCommand.parse({ file, registrationId: registration.id, uploadedBy, transactionId }),
  );
}
