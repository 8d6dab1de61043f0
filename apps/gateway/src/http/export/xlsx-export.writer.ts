import { stream as excelStream } from 'exceljs';
import type { Writable } from 'node:stream';
import { eventWallClock, neutralizeFormula, type ExportCell } from './export-cells';
import type { ExportWriter } from './export-writer';

/** How a date cell shows, in the event's time zone (see eventWallClock). */
const DATE_TIME_FORMAT = 'dd mmm yyyy hh:mm';

/** A phone as the contracts accept it: digits, '+', spaces, dashes, brackets. Never a formula. */
const PLAIN_PHONE = /^\+?[0-9 ()-]+$/;

export interface XlsxSheet {
  name: string;
  columns: readonly string[];
  /** Index of the phone column, whose well-formed numbers are left as they are. */
  phoneColumn?: number;
}

/**
 * .xlsx through exceljs's streaming WorkbookWriter straight into the response: each row is committed (written
 * and dropped) as it arrives. Instants are date cells with a date-time format, shown in the event's time zone. Every text goes in as a string cell (exceljs writes a formula only for a
 * `{ formula }` value) and is also neutralised, so '=HYPERLINK(...)' opens as text even after a copy and
 * paste. A well-formed phone number is left as it is: as a string cell it cannot run, and '+91 98765 43210'
 * stays readable.
 */
export class XlsxExportWriter implements ExportWriter {
  private readonly workbook: excelStream.xlsx.WorkbookWriter;
  private readonly sheet: ReturnType<excelStream.xlsx.WorkbookWriter['addWorksheet']>;

  constructor(
    private readonly out: Writable,
    private readonly layout: XlsxSheet,
  ) {
    this.workbook = new excelStream.xlsx.WorkbookWriter({
      stream: out,
      // Styles carry the date format; without it a date cell would open as a bare serial number.
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet(layout.name);
  }

  start(): Promise<void> {
    this.sheet.addRow([...this.layout.columns]).commit();
    return Promise.resolve();
  }

  async writeRow(cells: readonly ExportCell[]): Promise<void> {
    const values = cells.map((cell, index) => {
      if (cell === null || typeof cell === 'number') {
        return cell;
      }
      if (cell instanceof Date) {
        return eventWallClock(cell);
      }
      return index === this.layout.phoneColumn && PLAIN_PHONE.test(cell) ? cell : neutralizeFormula(cell);
    });
    const row = this.sheet.addRow(values);
    cells.forEach((cell, index) => {
      if (cell instanceof Date) {
        row.getCell(index + 1).numFmt = DATE_TIME_FORMAT;
      }
    });
    row.commit();
    if (this.out.writableNeedDrain) {
      // The zip stream pipes into the response: let the client catch up before more rows are compressed.
      await new Promise<void>((resolve) => {
        const done = () => {
          this.out.off('drain', done);
          this.out.off('close', done);
          resolve();
        };
        this.out.once('drain', done);
        this.out.once('close', done);
      });
    }
  }

  async finish(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
  }
}
