import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One piece of a document upload in progress; the submit that names the upload takes and deletes them. */
@Entity({ tableName: 'pitch_upload_chunk' })
export class PitchUploadChunk {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  uploadId!: string;

  @PrimaryKey({ type: 'integer' })
  index!: number;

  @Property({ type: 'blob' })
  bytes!: Buffer;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
