import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { LeadStatus } from '@eventdesk/contracts';

/** One status change of a lead (spec admin §3), written in the transaction that changes the lead. */
@Entity({ tableName: 'lead_status_history' })
export class LeadStatusHistory {
  [OptionalProps]?: 'followupDate' | 'referenceId' | 'notes' | 'businessNotes' | 'updatedAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  leadId!: number;

  @Property({ type: 'text' })
  previousStatus!: LeadStatus;

  @Property({ type: 'text' })
  status!: LeadStatus;

  @Property({ type: 'date', nullable: true })
  followupDate: string | null = null;

  @Property({ type: 'text', nullable: true })
  referenceId: string | null = null;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'text', nullable: true })
  businessNotes: string | null = null;

  @Property({ type: 'text' })
  updatedBy!: string;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
