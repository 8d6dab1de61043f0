import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { ProofStatus } from '@eventdesk/contracts';

/** A bank transfer / UPI receipt image the visitor uploaded, waiting for (or past) staff review. */
@Entity({ tableName: 'payment_proof' })
export class PaymentProof {
  [OptionalProps]?: 'status' | 'uploadedAt' | 'reviewedBy' | 'reviewedAt' | 'rejectReason' | 'uploadedBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @Property({ type: 'integer' })
  paymentId!: number;

  @Index()
  @Property({ type: 'integer' })
  registrationId!: number;

  @Property({ type: 'text' })
  fileName!: string;

  /** The MIME type decided from the bytes, never the name or the browser's claim. */
  @Property({ type: 'text' })
  fileType!: string;

  @Property({ type: 'integer' })
  fileSize!: number;

  /** Loaded only when the image itself is asked for. */
  @Property({ type: 'blob', lazy: true })
  imageData!: Buffer;

  @Property({ type: 'text' })
  sha256!: string;

  /** The UTR / transaction number the visitor typed; staff check it against the bank statement. */
  @Property({ type: 'text' })
  transactionId!: string;

  @Property({ type: 'text' })
  status: ProofStatus = 'pending_review';

  @Property({ type: 'timestamptz' })
  uploadedAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  reviewedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  /** Why staff refused the receipt; set exactly when the status is rejected. */
  @Property({ type: 'text', nullable: true })
  rejectReason: string | null = null;

  /** The staff username when staff uploaded the receipt for the visitor; null for the visitor's own upload. */
  @Property({ type: 'text', nullable: true })
  uploadedBy: string | null = null;
}
