import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { StaffRole } from '@eventdesk/contracts';

@Entity({ tableName: 'staff_user' })
export class StaffUser {
  [OptionalProps]?: 'disabled' | 'tokensValidAfter' | 'version' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Stored lower-case; logins compare lower-case. */
  @Property({ type: 'text', unique: true })
  username!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'text' })
  role!: StaffRole;

  @Property({ type: 'boolean' })
  disabled = false;

  /** Tokens issued before this are void (set on role change, disable, new password); Redis holds the live copy. */
  @Property({ type: 'timestamptz', nullable: true })
  tokensValidAfter: Date | null = null;

  /** Grows with every change that is published (staff-user.changed.v1), so consumers keep the newest state. */
  @Property({ type: 'integer' })
  version = 1;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
