import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import {
  FILE_CHUNK_BYTES,
  PROOF_MAX_BYTES,
  type AdminRegistrationRow,
  type ProofReceivedResponse,
  type RegistrationView,
  type StageProofChunkCommand,
  type StaffSubmitProofCommand,
  type SubmitProofCommand,
} from '@eventdesk/contracts';
import {
  detectedFileTypes,
  detectFileType,
  DomainError,
  IMAGE_KINDS,
  recordAudit,
} from '@eventdesk/server-kit';
import { unpayableReason } from '../orders/orders.service';
import {
  paymentReferenceFor,
  registrationSnapshot,
  snapshotOf,
  type RegistrationSnapshot,
} from '../orders/registration-snapshot';
import { PaymentProof } from './payment-proof.entity';
import { UploadChunk } from './upload-chunk.entity';

/** Who a receipt is for: the copy the payment keeps, and the status that says whether it can still be paid. */
interface Payee {
  snapshot: RegistrationSnapshot;
  paymentStatus: RegistrationView['paymentStatus'];
}

/** The staged upload being submitted, visitor's or staff's. */
type ProofUpload = Pick<
  SubmitProofCommand,
  'uploadId' | 'chunks' | 'size' | 'sha256' | 'fileName' | 'transactionId'
>;

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
   * The visitor's receipt: assembles the staged pieces, checks them again (size, hash, image by its bytes) and stores
   * the proof on the registration's open bank/UPI payment. A refused file leaves nothing behind.
   */
  async submit(registration: RegistrationView, command: SubmitProofCommand): Promise<ProofReceivedResponse> {
    const proof = await this.store(
      { snapshot: snapshotOf(registration), paymentStatus: registration.paymentStatus },
      command,
      null,
    );
    return received(proof);
  }

  /**
   * A receipt staff upload for the visitor (Add / Edit Registration): the same checks and payment as the visitor's
   * upload, the uploader recorded on the proof and in the audit log, still pending review.
   */
  async staffSubmit(
    registration: AdminRegistrationRow,
    command: StaffSubmitProofCommand,
  ): Promise<ProofReceivedResponse> {
    const proof = await this.store(
      { snapshot: registrationSnapshot.parse(registration), paymentStatus: registration.paymentStatus },
      { ...command, transactionId: command.transactionId ?? '' },
      command.uploadedBy,
    );
    return received(proof);
  }

  /** Drops the pieces of an upload that will not be submitted (e.g. its registration does not exist). */
  async discard(uploadId: string): Promise<void> {
    await this.dropPieces(uploadId);
  }

  private async store(payee: Payee, upload: ProofUpload, uploadedBy: string | null): Promise<PaymentProof> {
    try {
      const reason = await unpayableReason(this.em.fork(), {
        id: payee.snapshot.id,
        paymentStatus: payee.paymentStatus,
      });
      if (reason) {
        throw new DomainError('CONFLICT', reason);
      }
      const proof = await this.em.fork().transactional(async (tx) => {
        const bytes = await assemble(tx, upload);
        const kind = detectFileType(bytes);
        if (!kind || !IMAGE_KINDS.includes(kind)) {
          throw new DomainError('UNSUPPORTED_FILE', 'Images only (JPG, PNG, GIF or WebP)');
        }
        const paymentId = await openTransferPayment(tx, payee.snapshot);
        const row = tx.create(PaymentProof, {
          paymentId,
          registrationId: payee.snapshot.id,
          fileName: upload.fileName,
          fileType: detectedFileTypes[kind].mime,
          fileSize: bytes.length,
          imageData: bytes,
          sha256: upload.sha256,
          transactionId: upload.transactionId,
          uploadedBy,
        });
        await tx.flush();
        if (uploadedBy) {
          await recordAudit(tx, {
            actor: uploadedBy,
            action: 'payment-proof.staff-upload',
            targetType: 'payment-proof',
            targetId: String(row.id),
            before: null,
            after: {
              registrationId: row.registrationId,
              paymentId,
              fileName: row.fileName,
              fileType: row.fileType,
              fileSize: row.fileSize,
              transactionId: row.transactionId,
              status: row.status,
            },
          });
        }
        return row;
      });
      this.logger.log(
        { registrationId: payee.snapshot.id, proofId: proof.id, uploadedBy },
        'receipt stored for review',
      );
      return proof;
    } finally {
      await this.dropPieces(upload.uploadId);
    }
  }

  private async dropPieces(uploadId: string): Promise<void> {
    const stale = new Date(Date.now() - STALE_CHUNK_MINUTES * 60_000);
    await this.em.fork().nativeDelete(UploadChunk, { $or: [{ uploadId }, { createdAt: { $lt: stale } }] });
  }
}

function received(proof: PaymentProof): ProofReceivedResponse {
  return {
    proofId: proof.id,
    status: 'pending_review',
    uploadedAt: proof.uploadedAt.toISOString(),
    message: 'Receipt received. We will confirm your payment within about 24 hours.',
  };
}

async function assemble(tx: EntityManager, command: ProofUpload): Promise<Buffer> {
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
async function openTransferPayment(tx: EntityManager, registration: RegistrationSnapshot): Promise<number> {
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
      JSON.stringify(registration),
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
