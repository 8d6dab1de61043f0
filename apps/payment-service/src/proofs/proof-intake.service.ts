import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  acceptsBankTransfer,
  PROOF_MAX_BYTES,
  type AdminRegistrationRow,
  type EventSettings,
  type FileChunkAck,
  type FileChunkCommand,
  type FileManifest,
  type ProofReceivedResponse,
  type RegistrationView,
  type StaffSubmitProofCommand,
  type SubmitProofCommand,
} from '@eventdesk/contracts';
import {
  detectedFileTypes,
  detectFileType,
  discardFile,
  DomainError,
  IMAGE_KINDS,
  recordAudit,
  runIdempotent,
  stageChunk,
  takeFile,
} from '@eventdesk/server-kit';
import { unpayableReason } from '../orders/orders.service';
import { registrationSnapshot, snapshotOf, type RegistrationSnapshot } from '../orders/registration-snapshot';
import { PAYMENT_SCHEMA } from '../database';
import type { PaymentProof } from './payment-proof.entity';
import { earlierReceipts, insertProof, openTransferPaymentId } from './proofs.repository';

/** Who a receipt is for: the copy the payment keeps, and the status that says whether it can still be paid. */
interface Payee {
  snapshot: RegistrationSnapshot;
  paymentStatus: RegistrationView['paymentStatus'];
}

/** The staged upload being submitted, visitor's or staff's. */
interface ProofUpload {
  file: FileManifest;
  transactionId: string;
  idempotencyKey?: string;
}

/** Receipts a visitor may have waiting for review per registration; a further one is refused, nothing stored. */
export const MAX_PENDING_PROOFS = 3;

/** A stored receipt, and whether it is the registration's first (only that one extends the seat hold). */
export type StoredReceipt = ProofReceivedResponse & { firstReceipt: boolean };

/** Receipt intake: pieces arrive one RPC at a time, the proof is stored whole, pending staff review. */
@Injectable()
export class ProofIntakeService {
  private readonly logger = new Logger('Proofs');

  constructor(private readonly em: EntityManager) {}

  /** A piece of a receipt on its way in (the shared file-transfer mechanism). */
  stageChunk(command: FileChunkCommand): Promise<FileChunkAck> {
    return stageChunk(this.em.fork(), PAYMENT_SCHEMA, command);
  }

  /**
   * The visitor's receipt: assembles the staged pieces, checks them again (size, hash, image by its bytes) and stores
   * the proof on the registration's open bank/UPI payment. A refused file leaves nothing behind. `payment` is the
   * current settings' payment details.
   */
  async submit(
    registration: RegistrationView,
    command: SubmitProofCommand,
    payment: Pick<EventSettings['payment'], 'accountNumber' | 'ifsc' | 'upiId'>,
  ): Promise<StoredReceipt> {
    // Without real bank details or UPI id there is nowhere to have paid: refuse rather than queue a fake receipt.
    if (!acceptsBankTransfer(payment)) {
      await this.discard(command.file.uploadId);
      throw new DomainError('BANK_TRANSFER_UNAVAILABLE', 'validation.proof.bankTransferUnavailable');
    }
    return this.store(
      { snapshot: snapshotOf(registration), paymentStatus: registration.paymentStatus },
      command,
      null,
    );
  }

  /**
   * A receipt staff upload for the visitor (Add / Edit Registration): the same checks and payment as the visitor's
   * upload, the uploader recorded on the proof and in the audit log, still pending review.
   */
  async staffSubmit(
    registration: AdminRegistrationRow,
    command: StaffSubmitProofCommand,
  ): Promise<ProofReceivedResponse> {
    const { firstReceipt: _firstReceipt, ...stored } = await this.store(
      { snapshot: registrationSnapshot.parse(registration), paymentStatus: registration.paymentStatus },
      { ...command, transactionId: command.transactionId ?? '' },
      command.uploadedBy,
    );
    return stored;
  }

  /** Drops the pieces of an upload that will not be submitted (e.g. its registration does not exist). */
  async discard(uploadId: string): Promise<void> {
    await discardFile(this.em.fork(), PAYMENT_SCHEMA, uploadId);
  }

  private async store(payee: Payee, upload: ProofUpload, uploadedBy: string | null): Promise<StoredReceipt> {
    try {
      const outcome = await this.em.fork().transactional((tx) =>
        runIdempotent(
          tx,
          {
            schema: PAYMENT_SCHEMA,
            scope: uploadedBy ? 'proof.staff-submit' : 'proof.submit',
            key: upload.idempotencyKey,
            // The same receipt for the same registration: the retry's pieces have another upload id.
            request: {
              registrationId: payee.snapshot.id,
              transactionId: upload.transactionId,
              sha256: upload.file.sha256,
              size: upload.file.size,
            },
          },
          () => this.storeOnce(tx, payee, upload, uploadedBy),
        ),
      );
      // A replayed answer stored nothing new, so it extends no hold: a receipt extends a hold once.
      return outcome.replayed ? { ...outcome.value, firstReceipt: false } : outcome.value;
    } finally {
      // Taken on success; a refused receipt, or the pieces of a replayed one, leave nothing behind either.
      await this.discard(upload.file.uploadId);
    }
  }

  private async storeOnce(
    tx: EntityManager,
    payee: Payee,
    upload: ProofUpload,
    uploadedBy: string | null,
  ): Promise<StoredReceipt> {
    const reason = await unpayableReason(tx, {
      id: payee.snapshot.id,
      paymentStatus: payee.paymentStatus,
    });
    if (reason) {
      throw reason;
    }
    const earlier = await earlierReceipts(tx, payee.snapshot.id);
    // Staff are trusted at the counter; a visitor's receipts are capped so one reference cannot fill the table.
    if (!uploadedBy && earlier.pending >= MAX_PENDING_PROOFS) {
      throw new DomainError('TOO_MANY_PENDING_RECEIPTS', 'validation.proof.tooManyPending');
    }
    const bytes = await takeFile(tx, PAYMENT_SCHEMA, upload.file, { maxBytes: PROOF_MAX_BYTES });
    const kind = detectFileType(bytes);
    if (!kind || !IMAGE_KINDS.includes(kind)) {
      throw new DomainError('UNSUPPORTED_FILE', 'Images only (JPG, PNG, GIF or WebP)');
    }
    const paymentId = await openTransferPaymentId(tx, payee.snapshot);
    if (paymentId === undefined) {
      throw new DomainError('CONFLICT', 'Could not open a payment for this registration; please try again');
    }
    const row = await insertProof(tx, {
      paymentId,
      registrationId: payee.snapshot.id,
      fileName: upload.file.fileName,
      fileType: detectedFileTypes[kind].mime,
      fileSize: bytes.length,
      imageData: bytes,
      sha256: upload.file.sha256,
      transactionId: upload.transactionId,
      uploadedBy,
    });
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
    this.logger.log(
      { registrationId: payee.snapshot.id, proofId: row.id, uploadedBy },
      'receipt stored for review',
    );
    return { ...received(row), firstReceipt: earlier.all === 0 };
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
