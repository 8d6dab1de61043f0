import type { Writable } from 'node:stream';
import { exportColumns } from '@eventdesk/contracts';
import { neutralizeFormula } from './export-cells';
import type { ExportWriter } from './export-writer';
import { writeRespectingBackpressure } from './export-writer';

/** RFC 4180: a field with a comma, quote, CR or LF is quoted and its quotes doubled. */
function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutralizeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: ReadonlyArray<string | number>): string => `${cells.map(csvField).join(',')}\r\n`;

/**
 * CSV in UTF-8 with a byte order mark, so Excel shows Tamil. Every text cell is neutralised, phone numbers too:
 * '+91 98765 43210' would otherwise be read as a formula, so it opens as "'+91 98765 43210".
 */
export class CsvExportWriter implements ExportWriter {
  constructor(private readonly out: Writable) {}

  async start(): Promise<void> {
    await writeRespectingBackpressure(this.out, `\uFEFF${csvLine(exportColumns)}`);
  }

  async writeRow(cells: ReadonlyArray<string | number>): Promise<void> {
    await writeRespectingBackpressure(this.out, csvLine(cells));
  }

  async finish(): Promise<void> {
    await new Promise<void>((resolve) => this.out.end(resolve));
  }
}
