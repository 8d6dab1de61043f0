import { Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import {
  FILE_CHUNK_BYTES,
  paymentPatterns,
  translateValidationMessage,
  type Language,
  type ProofReceivedResponse,
} from '@eventdesk/contracts';
import { detectFileType, DomainError, IMAGE_KINDS, RpcClient } from '@eventdesk/server-kit';

/**
 * The gateway's file intake for receipts: decides what the bytes are (never the name or the declared type) and
 * hands an accepted image to the payment service in pieces under the NATS message limit. A refused file is never
 * sent, so nothing of it is stored; the service checks the assembled bytes again.
 */
@Injectable()
export class ProofIntake {
  constructor(private readonly rpc: RpcClient) {}

  async submit(
    ref: string,
    file: UploadedImage | undefined,
    transactionId: string,
    lang: Language,
  ): Promise<ProofReceivedResponse> {
    const staged = await this.stage(checkedImage(file, lang));
    return this.rpc.request(paymentPatterns.submitProof, { ...staged, ref, transactionId });
  }

  /** A receipt staff upload for a registration (Add / Edit Registration dialogs); who uploaded it is recorded. */
  async staffSubmit(
    registrationId: number,
    file: UploadedImage | undefined,
    transactionId: string | undefined,
    uploadedBy: string,
    lang: Language,
  ): Promise<ProofReceivedResponse> {
    const staged = await this.stage(checkedImage(file, lang));
    return this.rpc.request(paymentPatterns.staffSubmitProof, {
      ...staged,
      registrationId,
      transactionId,
      uploadedBy,
    });
  }

  /** Sends the pieces; returns what the submit message says about them. */
  private async stage(file: UploadedImage) {
    const bytes = file.buffer;
    const uploadId = randomUUID();
    const chunks = Math.ceil(bytes.length / FILE_CHUNK_BYTES);
    // Pieces in parallel: any replica may take any piece, they meet in the payment schema.
    await Promise.all(
      Array.from({ length: chunks }, (_, index) =>
        this.rpc.request(paymentPatterns.stageProofChunk, {
          uploadId,
          index,
          data: bytes.subarray(index * FILE_CHUNK_BYTES, (index + 1) * FILE_CHUNK_BYTES).toString('base64'),
        }),
      ),
    );
    return {
      uploadId,
      chunks,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      fileName: file.originalname.trim().slice(0, 255) || 'receipt',
    };
  }
}

interface UploadedImage {
  buffer: Buffer;
  originalname: string;
}

/** An image by its bytes, or the refusal; a refused file is never sent. */
function checkedImage(file: UploadedImage | undefined, lang: Language): UploadedImage {
  if (!file || file.buffer.length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'Please select an image', [
      { path: 'image', message: 'validation.proof.image.required' },
    ]);
  }
  const kind = detectFileType(file.buffer);
  if (!kind || !IMAGE_KINDS.includes(kind)) {
    throw new DomainError(
      'UNSUPPORTED_FILE',
      translateValidationMessage('validation.proof.image.type', lang),
    );
  }
  return file;
}
