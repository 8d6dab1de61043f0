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
    file: { buffer: Buffer; originalname: string } | undefined,
    transactionId: string,
    lang: Language,
  ): Promise<ProofReceivedResponse> {
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
    return this.rpc.request(paymentPatterns.submitProof, {
      ref,
      uploadId,
      chunks,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      fileName: file.originalname.trim().slice(0, 255) || 'receipt',
      transactionId,
    });
  }
}
