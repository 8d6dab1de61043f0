import type { Writable } from 'node:stream';
import { eventIsoDateTime, neutralizeFormula, type ExportCell } from './export-cells';
import { writeWithBackpressure } from '@eventdesk/server-kit';
import type { ExportWriter } from './export-writer';

/** The cell as CSV text: a date as ISO 8601 in the event's time zone, an empty cell as nothing. */
function csvText(value: ExportCell): string {
  if (value === null) {
    return '';
  }
  if (value instanceof Date) {
    return eventIsoDateTime(value);
  }
  return typeof value === 'number' ? String(value) : neutralizeFormula(value);
}

/** RFC 4180: a field with a comma, quote, CR or LF is quoted and its quotes doubled. */
function csvField(value: ExportCell): string {
  const text = csvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly ExportCell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/**
 * CSV in UTF-8 with a byte order mark, so Excel shows Tamil. Every text cell is neutralised, phone numbers too:
 * '+91 98765 43210' would otherwise be read as a formula, so it opens as "'+91 98765 43210".
 */
export class CsvExportWriter implements ExportWriter {
  constructor(
    private readonly out: Writable,
    private readonly columns: readonly string[],
  ) {}

  async start(): Promise<void> {
    await writeWithBackpressure(this.out, `\uFEFF${csvLine(this.columns)}`);
  }

  async writeRow(cells: readonly ExportCell[]): Promise<void> {
    await writeWithBackpressure(this.out, csvLine(cells));
  }

  async finish(): Promise<void> {
    await new Promise<void>((resolve) => this.out.end(resolve));
  }
}
