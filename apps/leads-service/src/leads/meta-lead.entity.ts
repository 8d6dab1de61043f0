import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { LeadFormAnswer, LeadSource, LeadStatus } from '@eventdesk/contracts';

/** A sales lead from a Meta lead-ad download, a staff spreadsheet or Meta's webhook (admin spec §3). */
@Entity({ tableName: 'meta_lead' })
export class MetaLead {
  [OptionalProps]?:
    | 'sNo'
    | 'metaLeadId'
    | 'source'
    | 'importId'
    | 'createdTime'
    | 'adId'
    | 'adName'
    | 'adsetName'
    | 'campaignName'
    | 'formId'
    | 'formName'
    | 'platform'
    | 'isOrganic'
    | 'currentBusinessStatus'
    | 'biggestBusinessChallenge'
    | 'fullName'
    | 'email'
    | 'city'
    | 'businessName'
    | 'formAnswers'
    | 'caller'
    | 'assignedAt'
    | 'currentStatus'
    | 'followupDate'
    | 'referenceId'
    | 'linkedRegistrationId'
    | 'linkedRegistrationRef'
    | 'registrationPaid'
    | 'notes'
    | 'businessNotes'
    | 'workedAt'
    | 'importedAt'
    | 'updatedAt'
    | 'lastUpdatedBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', nullable: true })
  sNo: number | null = null;

  /** Meta's lead id without its `l:` prefix; unique when present. */
  @Property({ type: 'text', nullable: true })
  metaLeadId: string | null = null;

  @Property({ type: 'text' })
  source: LeadSource = 'file';

  @Property({ type: 'integer', nullable: true })
  importId: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  createdTime: Date | null = null;

  @Property({ type: 'text', nullable: true })
  adId: string | null = null;

  @Property({ type: 'text', nullable: true })
  adName: string | null = null;

  @Property({ type: 'text', nullable: true })
  adsetName: string | null = null;

  @Property({ type: 'text', nullable: true })
  campaignName: string | null = null;

  @Property({ type: 'text', nullable: true })
  formId: string | null = null;

  @Property({ type: 'text', nullable: true })
  formName: string | null = null;

  @Property({ type: 'text' })
  platform = 'Meta';

  @Property({ type: 'boolean', nullable: true })
  isOrganic: boolean | null = null;

  @Property({ type: 'text', nullable: true })
  currentBusinessStatus: string | null = null;

  @Property({ type: 'text', nullable: true })
  biggestBusinessChallenge: string | null = null;

  @Property({ type: 'text' })
  fullName = 'Unknown';

  /** The phone as it arrived (Meta's `p:` removed). */
  @Property({ type: 'text' })
  phoneRaw!: string;

  /** E.164 (region IN by default): what dedupe, search and the call links use. Unique. */
  @Property({ type: 'text' })
  phoneE164!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Property({ type: 'text', nullable: true })
  businessName: string | null = null;

  /** Every column that has no field of its own, as asked and answered: never dropped. */
  @Property({ type: 'json' })
  formAnswers: LeadFormAnswer[] = [];

  /** Username of the staff caller the lead is assigned to. */
  @Property({ type: 'text', nullable: true })
  caller: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  assignedAt: Date | null = null;

  @Property({ type: 'text' })
  currentStatus: LeadStatus = 'pending';

  /** A day in Asia/Kolkata, `YYYY-MM-DD`. */
  @Property({ type: 'date', nullable: true })
  followupDate: string | null = null;

  @Property({ type: 'text', nullable: true })
  referenceId: string | null = null;

  @Property({ type: 'integer', nullable: true })
  linkedRegistrationId: number | null = null;

  @Property({ type: 'text', nullable: true })
  linkedRegistrationRef: string | null = null;

  /** The linked registration's payment completed (payment.completed.v1): the lead counts as converted. */
  @Property({ type: 'boolean' })
  registrationPaid = false;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'text', nullable: true })
  businessNotes: string | null = null;

  /** First staff status change; a worked lead is kept when its import is undone. */
  @Property({ type: 'timestamptz', nullable: true })
  workedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  importedAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  lastUpdatedBy: string | null = null;
}
