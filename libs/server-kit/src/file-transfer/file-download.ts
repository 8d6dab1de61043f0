import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { Writable } from 'node:stream';
import { fileChunkReply, type FileChunkReply } from '@eventdesk/contracts';

const logger = new Logger('FileTransfer');

export interface StreamStoredFileOptions {
  /** `inline` shows it in the browser (receipt images); `attachment` saves it under its stored name. */
  disposition: 'inline' | 'attachment';
}

/**
 * Streams a stored file to the browser slice by slice, as `readChunk(index)` returns them (an RPC whose reply is a
 * `fileChunkReply`): a whole file would exceed the NATS message limit. The first slice is read before any header
 * is sent, so "not found" is still an ordinary error response; a failure after that cuts the download short, so
 * a partial file is never taken for whole.
 */
export async function streamStoredFile(
  res: Response,
  readChunk: (index: number) => Promise<unknown>,
  options: StreamStoredFileOptions,
): Promise<void> {
  const first = fileChunkReply.parse(await readChunk(0));
  res.status(200);
  if (options.disposition === 'attachment') {
    res.attachment(first.fileName);
  } else {
    res.setHeader('Content-Disposition', 'inline');
  }
  res.setHeader('Content-Type', first.mimeType);
  res.setHeader('Content-Length', String(first.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  try {
    await writeWithBackpressure(res, decoded(first));
    for (let index = 1; index < first.chunkCount; index += 1) {
      await writeWithBackpressure(res, decoded(fileChunkReply.parse(await readChunk(index))));
    }
  } catch (error) {
    logger.warn({ err: error, size: first.size }, 'file download cut short');
    res.destroy();
    return;
  }
  res.end();
}

/** Waits for the client to take the data when the socket buffer is full, so a slow download holds little here. */
export async function writeWithBackpressure(out: Writable, chunk: Buffer | string): Promise<void> {
  if (out.write(chunk)) {
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      out.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      out.off('drain', onDrain);
      reject(new Error('the client went away during the download'));
    };
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

function decoded(reply: FileChunkReply): Buffer {
  return Buffer.from(reply.data, 'base64');
}
