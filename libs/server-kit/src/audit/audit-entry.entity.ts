import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One staff change, written in the transaction that made it (see recordAudit). Lives in each service's schema. */
@Entity({ tableName: 'audit_entry' })
@Index({ properties: ['at'] })
export class AuditEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'text' })
  actor!: string;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text' })
  targetType!: string;

  @Property({ type: 'text', nullable: true })
  targetId: string | null = null;

  @Property({ type: 'jsonb', nullable: true })
  before: unknown = null;

  @Property({ type: 'jsonb', nullable: true })
  after: unknown = null;

  @Property({ type: 'timestamptz' })
  at: Date = new Date();
}
