import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { LeadStatus } from '@eventdesk/contracts';

/** A sales lead imported from a Meta lead-ad export (admin spec §3). */
@Entity({ tableName: 'meta_lead' })
export class MetaLead {
  [OptionalProps]?:
    | 'sNo'
    | 'createdTime'
    | 'adName'
    | 'platform'
    | 'currentBusinessStatus'
    | 'biggestBusinessChallenge'
    | 'fullName'
    | 'email'
    | 'city'
    | 'caller'
    | 'currentStatus'
    | 'followupDate'
    | 'referenceId'
    | 'notes'
    | 'businessNotes'
    | 'importedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', nullable: true })
  sNo: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  createdTime: Date | null = null;

  @Property({ type: 'text', nullable: true })
  adName: string | null = null;

  @Property({ type: 'text' })
  platform = 'Meta';

  @Property({ type: 'text', nullable: true })
  currentBusinessStatus: string | null = null;

  @Property({ type: 'text', nullable: true })
  biggestBusinessChallenge: string | null = null;

  @Property({ type: 'text' })
  fullName = 'Unknown';

  @Index()
  @Property({ type: 'text' })
  phoneNumber!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  /** Username of the staff caller the lead is assigned to. */
  @Index()
  @Property({ type: 'text', nullable: true })
  caller: string | null = null;

  @Index()
  @Property({ type: 'text' })
  currentStatus: LeadStatus = 'pending';

  @Property({ type: 'timestamptz', nullable: true })
  followupDate: Date | null = null;

  @Property({ type: 'text', nullable: true })
  referenceId: string | null = null;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'text', nullable: true })
  businessNotes: string | null = null;

  @Property({ type: 'timestamptz' })
  importedAt: Date = new Date();
}
