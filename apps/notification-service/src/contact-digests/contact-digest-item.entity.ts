import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A contact message waiting for (or carried by) a staff digest e-mail; see Migration20261202000000. */
@Entity({ tableName: 'contact_digest_item' })
export class ContactDigestItem {
  [OptionalProps]?: 'digestId' | 'createdAt';

  /** The contact-message.received event's id: a redelivered event finds its row. */
  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'integer' })
  contactMessageId!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text' })
  programme!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'text' })
  language!: string;

  @Property({ type: 'timestamptz' })
  receivedAt!: Date;

  /** The settings' digest address when the message arrived. */
  @Property({ type: 'text' })
  digestTo!: string;

  /** The digest's delivery row; null while waiting. */
  @Property({ type: 'uuid', nullable: true })
  digestId: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
