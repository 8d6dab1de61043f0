import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type CheckInAction = 'scan' | 'undo';
export type CheckInOutcome =
  'admitted' | 'replayed' | 'already_used' | 'payment_pending' | 'unknown_token' | 'invalid_token' | 'undone';

/** Every scan (admitted or refused, with its reason) and every undo, with who did it. */
@Entity({ tableName: 'check_in_log' })
export class CheckInLog {
  [OptionalProps]?: 'id' | 'ticketId' | 'reason' | 'nonce' | 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer', nullable: true })
  ticketId: number | null = null;

  @Property({ type: 'text' })
  action!: CheckInAction;

  @Property({ type: 'text' })
  outcome!: CheckInOutcome;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'text' })
  staff!: string;

  @Property({ type: 'text', nullable: true })
  nonce: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
