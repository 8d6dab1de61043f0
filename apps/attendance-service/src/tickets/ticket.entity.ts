import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The admission ticket of one registration; check-in sets checkedInAt once. */
@Entity({ tableName: 'ticket' })
export class Ticket {
  [OptionalProps]?: 'issuedAt' | 'checkedInAt' | 'checkedInBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', unique: true })
  registrationId!: number;

  /** Only a hash of the signed QR token is stored, so a database leak does not hand out tickets. */
  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  issuedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  checkedInAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  checkedInBy: string | null = null;
}
