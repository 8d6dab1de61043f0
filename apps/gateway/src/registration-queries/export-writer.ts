import type { Writable } from 'node:stream';

/** Writes one export file row by row to a stream, never holding the rows. */
export interface ExportWriter {
  start(): Promise<void>;
  writeRow(cells: ReadonlyArray<string | number>): Promise<void>;
  finish(): Promise<void>;
}

/** Waits for the client to take the data when the socket buffer is full, so a slow download holds no rows. */
export async function writeRespectingBackpressure(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) {
    await new Promise<void>((resolve, reject) => {
      const onDrain = () => {
        out.off('close', onClose);
        resolve();
      };
      const onClose = () => {
        out.off('drain', onDrain);
        reject(new Error('the client went away during the export'));
      };
      out.once('drain', onDrain);
      out.once('close', onClose);
    });
  }
}
