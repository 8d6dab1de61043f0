import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { ContactProgramme, Language } from '@eventdesk/contracts';

/** A message from the /home contact form, kept for staff to answer. */
@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  [OptionalProps]?: 'language' | 'receivedAt' | 'handledAt' | 'handledBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text' })
  programme!: ContactProgramme;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'text' })
  language: Language = 'en';

  @Property({ type: 'timestamptz' })
  receivedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  handledAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  handledBy: string | null = null;
}
