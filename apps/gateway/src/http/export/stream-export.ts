import type { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { NO_DATA_TO_DOWNLOAD } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { CsvExportWriter } from './csv-export.writer';
import type { ExportCell } from './export-cells';
import { contentDisposition } from './export-file-name';
import type { ExportWriter } from './export-writer';
import { XlsxExportWriter, type XlsxSheet } from './xlsx-export.writer';

export const EXPORT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
export type ExportFormat = keyof typeof EXPORT_CONTENT_TYPES;

/** One page of an export as a service answers it: rows newest first, and whether rows below the last remain. */
export interface ExportPage<R> {
  rows: R[];
  hasMore: boolean;
}

export interface ExportSpec<R extends { id: number }> {
  format: ExportFormat;
  fileName: string;
  sheet: XlsxSheet;
  cells: (row: R) => readonly ExportCell[];
  /** The rows with an id below `beforeId` (the first page: null). */
  page: (beforeId: number | null) => Promise<ExportPage<R>>;
}

/**
 * Streams an export as .xlsx or .csv: the service is asked page by page below the last id and each page is
 * written as it arrives, so 100,000 rows never sit in memory. An empty first page is a 404 'No data to download'
 * (before any header is sent).
 */
export async function streamExport<R extends { id: number }>(
  res: Response,
  spec: ExportSpec<R>,
  logger: Logger,
): Promise<void> {
  let page = await spec.page(null);
  if (page.rows.length === 0) {
    throw new DomainError('NOT_FOUND', NO_DATA_TO_DOWNLOAD);
  }
  res.status(200);
  res.setHeader('Content-Type', EXPORT_CONTENT_TYPES[spec.format]);
  res.setHeader('Content-Disposition', contentDisposition(spec.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  const writer: ExportWriter =
    spec.format === 'csv'
      ? new CsvExportWriter(res, spec.sheet.columns)
      : new XlsxExportWriter(res, spec.sheet);
  try {
    await writer.start();
    for (;;) {
      for (const row of page.rows) {
        await writer.writeRow(spec.cells(row));
      }
      const last = page.rows.at(-1);
      if (!page.hasMore || !last) {
        break;
      }
      page = await spec.page(last.id);
    }
    await writer.finish();
  } catch (error) {
    // Headers are gone: cut the download short so a partial file is not taken for whole.
    logger.error({ err: error, format: spec.format }, 'export cut short');
    res.destroy();
  }
}
