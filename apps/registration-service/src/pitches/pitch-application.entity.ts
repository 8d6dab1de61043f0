import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type {
  CustomerState,
  FounderCount,
  Language,
  PitchCategory,
  PitchStatus,
  PitchTeamMember,
  StartupAge,
  TurnoverRange,
} from '@eventdesk/contracts';

@Entity({ tableName: 'pitch_application' })
export class PitchApplication {
  [OptionalProps]?:
    'language' | 'status' | 'submittedAt' | 'reviewedAt' | 'reviewedBy' | 'notes' | 'applicantMessage';

  /** Staff see integer ids; the applicant only ever sees `ref`. */
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true })
  ref!: string;

  @Property({ type: 'text' })
  startupName!: string;

  @Property({ type: 'text' })
  founderName!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text' })
  businessCategory!: PitchCategory;

  @Property({ type: 'text' })
  startupAge!: StartupAge;

  @Property({ type: 'text' })
  totalFounders!: FounderCount;

  @Property({ type: 'json' })
  teamMembers!: PitchTeamMember[];

  @Property({ type: 'text' })
  hasCustomers!: CustomerState;

  @Property({ type: 'text' })
  turnover!: TurnoverRange;

  @Property({ type: 'text' })
  pitchDescription!: string;

  @Property({ type: 'text' })
  problemSolving!: string;

  @Property({ type: 'text' })
  targetMarket!: string;

  @Property({ type: 'text' })
  fundingAmount!: string;

  /** The applicant's language, so both e-mails reach them in it. */
  @Property({ type: 'text' })
  language: Language = 'en';

  @Property({ type: 'text' })
  status: PitchStatus = 'pending';

  @Property({ type: 'timestamptz' })
  submittedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  /** Username of the staff member who last reviewed it. */
  @Property({ type: 'text', nullable: true })
  reviewedBy: string | null = null;

  /** Staff only. */
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** Goes to the applicant with the decision e-mail. */
  @Property({ type: 'text', nullable: true })
  applicantMessage: string | null = null;
}
