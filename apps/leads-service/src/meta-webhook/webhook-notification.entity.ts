import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const webhookNotificationStatuses = ['pending', 'imported', 'duplicate', 'invalid', 'failed'] as const;
export type WebhookNotificationStatus = (typeof webhookNotificationStatuses)[number];

/**
 * A leadgen notification from Meta, stored before the gateway answers Meta (so Meta retries anything we did not
 * keep). Unique per leadgen id, so a redelivered webhook changes nothing.
 */
@Entity({ tableName: 'webhook_notification' })
export class WebhookNotification {
  [OptionalProps]?:
    | 'pageId'
    | 'formId'
    | 'adId'
    | 'createdTime'
    | 'receivedAt'
    | 'status'
    | 'attempts'
    | 'lastError'
    | 'leadId'
    | 'processedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true })
  leadgenId!: string;

  @Property({ type: 'text', nullable: true })
  pageId: string | null = null;

  @Property({ type: 'text', nullable: true })
  formId: string | null = null;

  @Property({ type: 'text', nullable: true })
  adId: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  createdTime: Date | null = null;

  @Property({ type: 'timestamptz' })
  receivedAt: Date = new Date();

  @Property({ type: 'text' })
  status: WebhookNotificationStatus = 'pending';

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'integer', nullable: true })
  leadId: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  processedAt: Date | null = null;
}
