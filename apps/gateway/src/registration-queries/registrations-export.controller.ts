import { Controller, Get, Logger, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  EXPORT_PAGE_SIZE,
  NO_DATA_TO_DOWNLOAD,
  registrationPatterns,
  type ExportPage,
  type ExportPageQuery,
  type ExportQuery,
  staffCapabilities,
} from '@eventdesk/contracts';
import { DomainError, RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CsvExportWriter } from './csv-export.writer';
import { exportCells } from './export-cells';
import { contentDisposition, exportFileName } from './export-file-name';
import type { ExportWriter } from './export-writer';
import { ExportQueryDto } from './registration-queries.dto';
import { XlsxExportWriter } from './xlsx-export.writer';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * 'Download Excel' (spec admin §9): the current filter as .xlsx or .csv, streamed. The service is asked page
 * by page below the last id and each page is written as it arrives, so 100,000 rows never sit in memory.
 */
@ApiTags('registrations (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller('admin')
export class RegistrationsExportController {
  private readonly logger = new Logger(RegistrationsExportController.name);

  constructor(private readonly rpc: RpcClient) {}

  @Get('registrations/export')
  @ApiProduces(CONTENT_TYPES.xlsx, CONTENT_TYPES.csv)
  @ApiOperation({
    summary: 'The filtered registrations as .xlsx or .csv; 404 "No data to download" when empty',
  })
  async export(@Query() query: ExportQueryDto, @Res() res: Response): Promise<void> {
    const filters: ExportQuery = query;
    // The first page decides between a file and a 404, before any header is sent.
    let page = await this.page(filters, undefined);
    if (page.rows.length === 0) {
      throw new DomainError('NOT_FOUND', NO_DATA_TO_DOWNLOAD);
    }
    res.status(200);
    res.setHeader('Content-Type', CONTENT_TYPES[filters.format]);
    res.setHeader('Content-Disposition', contentDisposition(exportFileName(filters, new Date())));
    res.setHeader('Cache-Control', 'private, no-store');
    const writer: ExportWriter =
      filters.format === 'csv' ? new CsvExportWriter(res) : new XlsxExportWriter(res);
    try {
      await writer.start();
      for (;;) {
        for (const row of page.rows) {
          await writer.writeRow(exportCells(row));
        }
        const last = page.rows.at(-1);
        if (!page.hasMore || !last) {
          break;
        }
        page = await this.page(filters, last.id);
      }
      await writer.finish();
    } catch (error) {
      // Headers are gone: cut the download short so a partial file is not taken for whole.
      this.logger.error({ err: error, format: filters.format }, 'export cut short');
      res.destroy();
    }
  }

  private page(filters: ExportQuery, beforeId: number | undefined): Promise<ExportPage> {
    const query: ExportPageQuery = {
      paymentStatus: filters.paymentStatus,
      followupStatus: filters.followupStatus,
      package: filters.package,
      search: filters.search,
      beforeId,
      limit: EXPORT_PAGE_SIZE,
    };
    return this.rpc.request(registrationPatterns.exportPage, query);
  }
}
