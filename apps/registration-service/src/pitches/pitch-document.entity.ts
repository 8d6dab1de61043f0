import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The optional document of one application; its type was decided by its bytes. */
@Entity({ tableName: 'pitch_document' })
export class PitchDocument {
  [OptionalProps]?: 'uploadedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', unique: true })
  applicationId!: number;

  /** Sanitised, with the extension of the detected type. */
  @Property({ type: 'text' })
  fileName!: string;

  @Property({ type: 'text' })
  mimeType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'text' })
  sha256!: string;

  /** Up to 10 MB: never loaded unless asked for (downloads read it in slices). */
  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  @Property({ type: 'timestamptz' })
  uploadedAt: Date = new Date();
}
