import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An event written in the same transaction as the state change it describes; the relay publishes it. */
@Entity({ tableName: 'outbox_event' })
export class OutboxEvent {
  [OptionalProps]?: 'id' | 'correlationId' | 'createdAt' | 'publishedAt' | 'attempts' | 'lastError';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'json' })
  payload!: unknown;

  @Property({ type: 'text', nullable: true })
  correlationId: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}
