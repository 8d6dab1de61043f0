import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const sandboxStatuses = ['Initiated', 'Success', 'Failure', 'Aborted'] as const;
export type SandboxStatus = (typeof sandboxStatuses)[number];

/**
 * The sandbox provider's own record of a transaction (what CCAvenue keeps on its side): it lets the sandbox
 * answer the status API the way the real provider would, from its record rather than from the browser.
 */
@Entity({ tableName: 'sandbox_transaction' })
export class SandboxTransaction {
  [OptionalProps]?: 'status' | 'createdAt' | 'decidedAt';

  @PrimaryKey({ type: 'text' })
  trackingId!: string;

  @Property({ type: 'text' })
  orderId!: string;

  @Property({ type: 'text' })
  amount!: string;

  @Property({ type: 'text' })
  currency!: string;

  /** The decrypted request's fields. */
  @Property({ type: 'json' })
  request!: Record<string, string>;

  @Property({ type: 'text' })
  status: SandboxStatus = 'Initiated';

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;
}
