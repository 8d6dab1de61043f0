import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The admission ticket of one registration; check-in sets checkedInAt once. */
@Entity({ tableName: 'ticket' })
export class Ticket {
  [OptionalProps]?: 'issuedAt' | 'checkedInAt' | 'checkedInBy' | 'checkInNonce';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', unique: true })
  registrationId!: number;

  /** Only a hash of the signed QR token is stored, so a database leak does not hand out tickets. */
  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  /** Random per ticket; with the signing secret (never in the database) it gives the token back for the QR image. */
  @Property({ type: 'text' })
  seed!: string;

  @Property({ type: 'timestamptz' })
  issuedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  checkedInAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  checkedInBy: string | null = null;

  /** The scanner's nonce of the admitting scan: the same nonce again is a retry, answered like the first time. */
  @Property({ type: 'text', nullable: true })
  checkInNonce: string | null = null;
}
