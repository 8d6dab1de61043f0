import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { deliveryChannels, deliveryStatuses } from '@eventdesk/contracts';

export type DeliveryChannel = (typeof deliveryChannels)[number];
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * One message to one person for one event; the unique key makes a re-delivered event send nothing new. `skipped`:
 * never sent, over the recipient's mail budget or with no approved WhatsApp template (`lastError` says which).
 */
@Entity({ tableName: 'delivery' })
@Unique({ properties: ['eventId', 'channel'] })
export class Delivery {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'attempts'
    | 'lastError'
    | 'providerMessageId'
    | 'payload'
    | 'budgetRecipient'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'text' })
  eventName!: string;

  @Property({ type: 'text' })
  channel!: DeliveryChannel;

  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text' })
  status: DeliveryStatus = 'queued';

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'text', nullable: true })
  providerMessageId: string | null = null;

  /** What a queued message is made of (ticket messages: the ticket.issued payload); null for mails sent inline. */
  @Property({ type: 'json', nullable: true })
  payload: unknown = null;

  /**
   * The normalised address whose mail budget this message was charged to; null for messages that are never
   * charged (staff-triggered, tickets after payment).
   */
  @Property({ type: 'text', nullable: true })
  budgetRecipient: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
