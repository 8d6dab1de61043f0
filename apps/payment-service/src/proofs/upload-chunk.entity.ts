import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A piece of a receipt on its way in (files cross NATS in pieces under the 1 MB message limit). Any replica may
 * receive any piece, so they meet here; submitting the proof assembles and deletes them.
 */
@Entity({ tableName: 'proof_upload_chunk' })
export class UploadChunk {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  uploadId!: string;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  index!: number;

  @Property({ type: 'blob' })
  data!: Buffer;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
