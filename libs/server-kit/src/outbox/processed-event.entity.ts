import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One row per (event, consumer) that has been handled: a second delivery finds it and changes nothing. */
@Entity({ tableName: 'processed_event' })
export class ProcessedEvent {
  [OptionalProps]?: 'processedAt';

  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  @PrimaryKey({ type: 'text' })
  consumer!: string;

  @Property({ type: 'timestamptz' })
  processedAt: Date = new Date();
}
