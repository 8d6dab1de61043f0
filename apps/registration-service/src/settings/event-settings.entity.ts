import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A single row (id 1) holding the event settings document, validated by the contract on every read/write. */
@Entity({ tableName: 'event_settings' })
export class EventSettingsRow {
  @PrimaryKey({ type: 'integer' })
  id = 1;

  @Property({ type: 'json' })
  data!: unknown;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();

  @Property({ type: 'text' })
  updatedBy!: string;
}
