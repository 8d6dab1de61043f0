import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { StaffRole } from '@eventdesk/contracts';

/**
 * The leads service's read model of staff accounts, fed by staff-user.changed.v1 (it never reads the gateway's
 * identity schema). Active callers are role `user` and not disabled.
 */
@Entity({ tableName: 'staff_member' })
export class StaffMember {
  [OptionalProps]?: 'lastAssignedAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  userId!: number;

  @Property({ type: 'text', unique: true })
  username!: string;

  @Property({ type: 'text' })
  role!: StaffRole;

  @Property({ type: 'boolean' })
  disabled!: boolean;

  /** The event's version: an older or repeated event never overwrites a newer state. */
  @Property({ type: 'bigint' })
  version!: string;

  /** When round robin last gave this caller a lead: the next import starts after the latest one. */
  @Property({ type: 'timestamptz', nullable: true })
  lastAssignedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
