import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { FollowupStatus } from '@eventdesk/contracts';

/** One follow-up update (status, notes, by whom, when): the history of spec admin §2. */
@Entity({ tableName: 'followup_entry' })
export class FollowupEntry {
  [OptionalProps]?: 'notes' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  registrationId!: number;

  @Property({ type: 'text' })
  status!: FollowupStatus;

  @Property({ type: 'text' })
  notes = '';

  @Property({ type: 'text' })
  updatedBy!: string;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
