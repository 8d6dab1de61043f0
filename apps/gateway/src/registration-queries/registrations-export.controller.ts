import { Controller, Get, Logger, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  EXPORT_PAGE_SIZE,
  paymentRpcs,
  registrationRpcs,
  type ExportPageQuery,
  type ExportQuery,
  type PaymentFactsQuery,
  staffCapabilities,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { exportFileName } from '../http/export/export-file-name';
import { EXPORT_CONTENT_TYPES, streamExport, type ExportPage } from '../http/export/stream-export';
import { ExportQueryDto } from './registration-queries.dto';
import {
  registrationExportCells,
  registrationFilterParts,
  REGISTRATIONS_SHEET,
  type RegistrationExportLine,
} from './registration-export';

/**
 * 'Download Excel' (spec admin §9): the current filter as .xlsx or .csv, streamed page by page. Each page of
 * registrations is joined with its payment facts by one call to the payment service (never one call per row).
 */
@ApiTags('registrations (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller('admin')
export class RegistrationsExportController {
  private readonly logger = new Logger(RegistrationsExportController.name);

  constructor(private readonly rpc: RpcClient) {}

  @Get('registrations/export')
  @ApiProduces(EXPORT_CONTENT_TYPES.xlsx, EXPORT_CONTENT_TYPES.csv)
  @ApiOperation({
    summary: 'The filtered registrations as .xlsx or .csv; 404 "No data to download" when empty',
  })
  async export(@Query() query: ExportQueryDto, @Res() res: Response): Promise<void> {
    const filters: ExportQuery = query;
    await streamExport(
      res,
      {
        format: filters.format,
        fileName: exportFileName(
          'registrations',
          registrationFilterParts(filters),
          filters.format,
          new Date(),
        ),
        sheet: REGISTRATIONS_SHEET,
        cells: registrationExportCells,
        page: (beforeId) => this.page(filters, beforeId),
      },
      this.logger,
    );
  }

  private async page(
    filters: ExportQuery,
    beforeId: number | null,
  ): Promise<ExportPage<RegistrationExportLine>> {
    const query: ExportPageQuery = {
      paymentStatus: filters.paymentStatus,
      followupStatus: filters.followupStatus,
      package: filters.package,
      search: filters.search,
      beforeId: beforeId ?? undefined,
      limit: EXPORT_PAGE_SIZE,
    };
    const page = await this.rpc.call(registrationRpcs.exportPage, query);
    const factsQuery: PaymentFactsQuery = { registrationIds: page.rows.map((row) => row.id) };
    const { facts } =
      page.rows.length === 0 ? { facts: [] } : await this.rpc.call(paymentRpcs.paymentFacts, factsQuery);
    const byRegistration = new Map(facts.map((fact) => [fact.registrationId, fact]));
    return {
      rows: page.rows.map((row) => ({ id: row.id, row, payment: byRegistration.get(row.id) })),
      hasMore: page.hasMore,
    };
  }
}
