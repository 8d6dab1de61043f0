import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import {
  FILE_CHUNK_BYTES,
  PROOF_MAX_BYTES,
  type ProofReceivedResponse,
  type RegistrationView,
  type StageProofChunkCommand,
  type SubmitProofCommand,
} from '@eventdesk/contracts';
import { detectedFileTypes, detectFileType, DomainError, IMAGE_KINDS } from '@eventdesk/server-kit';
import { unpayableReason } from '../orders/orders.service';
import { paymentReferenceFor, snapshotOf } from '../orders/registration-snapshot';
import { PaymentProof } from './payment-proof.entity';
import { UploadChunk } from './upload-chunk.entity';

/** Pieces of uploads that never got submitted are dropped after this long. */
const STALE_CHUNK_MINUTES = 60;

/** Receipt intake: pieces arrive one RPC at a time, the proof is stored whole, pending staff review. */
@Injectable()
export class ProofsService {
  private readonly logger = new Logger('Proofs');

  constructor(private readonly em: EntityManager) {}

  async stageChunk(command: StageProofChunkCommand): Promise<{ received: number }> {
    const data = Buffer.from(command.data, 'base64');
    if (data.length === 0 || data.length > FILE_CHUNK_BYTES) {
      throw new DomainError('BAD_REQUEST', 'Bad upload piece');
    }
    await this.em
      .fork()
      .createQueryBuilder(UploadChunk)
      .insert({ uploadId: command.uploadId, index: command.index, data, createdAt: new Date() })
      .onConflict(['uploadId', 'index'])
      .ignore()
      .execute('run');
    return { received: data.length };
  }

  /**
   * Assembles the staged pieces, checks them again (size, hash, image by its bytes) and stores the proof on the
   * registration's open bank/UPI payment. A refused file leaves nothing behind.
   */
  async submit(registration: RegistrationView, command: SubmitProofCommand): Promise<ProofReceivedResponse> {
    try {
      const reason = await unpayableReason(this.em.fork(), registration);
      if (reason) {
        throw new DomainError('CONFLICT', reason);
      }
      const proof = await this.em.fork().transactional(async (tx) => {
        const bytes = await assemble(tx, command);
        const kind = detectFileType(bytes);
        if (!kind || !IMAGE_KINDS.includes(kind)) {
          throw new DomainError('UNSUPPORTED_FILE', 'Images only (JPG, PNG, GIF or WebP)');
        }
        const paymentId = await openTransferPayment(tx, registration);
        const row = tx.create(PaymentProof, {
          paymentId,
          registrationId: registration.id,
          fileName: command.fileName,
          fileType: detectedFileTypes[kind].mime,
          fileSize: bytes.length,
          imageData: bytes,
          sha256: command.sha256,
          transactionId: command.transactionId,
        });
        await tx.flush();
        return row;
      });
      this.logger.log({ registrationId: registration.id, proofId: proof.id }, 'receipt stored for review');
      return {
        proofId: proof.id,
        status: 'pending_review',
        uploadedAt: proof.uploadedAt.toISOString(),
        message: 'Receipt received. We will confirm your payment within about 24 hours.',
      };
    } finally {
      await this.dropPieces(command.uploadId);
    }
  }

  private async dropPieces(uploadId: string): Promise<void> {
    const stale = new Date(Date.now() - STALE_CHUNK_MINUTES * 60_000);
    await this.em.fork().nativeDelete(UploadChunk, { $or: [{ uploadId }, { createdAt: { $lt: stale } }] });
  }
}

async function assemble(tx: EntityManager, command: SubmitProofCommand): Promise<Buffer> {
  const pieces = await tx.find(UploadChunk, { uploadId: command.uploadId }, { orderBy: { index: 'asc' } });
  const complete = pieces.length === command.chunks && pieces.every((piece, i) => piece.index === i);
  const bytes = Buffer.concat(pieces.map((piece) => piece.data));
  if (!complete || bytes.length !== command.size) {
    throw new DomainError('BAD_REQUEST', 'The upload is incomplete; please try again');
  }
  if (bytes.length > PROOF_MAX_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'File too large');
  }
  if (createHash('sha256').update(bytes).digest('hex') !== command.sha256) {
    throw new DomainError('BAD_REQUEST', 'The upload was damaged on the way; please try again');
  }
  return bytes;
}

/** The registration's open bank/UPI payment (one at most, by a partial unique index), made on first use. */
async function openTransferPayment(tx: EntityManager, registration: RegistrationView): Promise<number> {
  await tx.execute(
    `insert into "payment"."payment"
       ("registration_id", "registration_ref", "amount", "payment_method", "payment_reference", "status",
        "registration", "currency")
     values (?, ?, ?, 'bank_transfer', ?, 'pending', ?::jsonb, 'INR')
     on conflict ("registration_id") where "status" = 'pending' and "order_id" is null do nothing`,
    [
      registration.id,
      registration.ref,
      registration.amount,
      paymentReferenceFor(registration.id),
      JSON.stringify(snapshotOf(registration)),
    ],
    'run',
  );
  const rows = await tx.execute<Array<{ id: number }>>(
    `select "id" from "payment"."payment"
      where "registration_id" = ? and "status" = 'pending' and "order_id" is null`,
    [registration.id],
  );
  const id = rows[0]?.id;
  if (id === undefined) {
    throw new DomainError('CONFLICT', 'Could not open a payment for this registration; please try again');
  }
  return id;
}
