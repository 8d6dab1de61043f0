import type { ExportCell } from './export-cells';

/** Writes one export file row by row to a stream, never holding the rows. */
export interface ExportWriter {
  start(): Promise<void>;
  writeRow(cells: readonly ExportCell[]): Promise<void>;
  finish(): Promise<void>;
}
