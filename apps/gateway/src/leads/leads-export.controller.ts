import { Controller, Get, Logger, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  leadsRpcs,
  staffCapabilities,
  type LeadExportPageCommand,
  type LeadExportPageReply,
  type LeadExportQuery,
  type LeadViewer,
  type StaffTokenClaims,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { exportFileName } from '../http/export/export-file-name';
import { EXPORT_CONTENT_TYPES, streamExport } from '../http/export/stream-export';
import { leadExportCells, leadFilterParts, LEADS_SHEET } from './lead-export';
import { LeadExportQueryDto } from './leads.dto';
import { leadViewer } from './lead-viewer';

/** Rows per page asked of leads-service (it also stops a page at its byte budget). */
const EXPORT_PAGE_ROWS = 2000;

/** The filtered leads as .xlsx or .csv, streamed page by page (lead managers and admins; callers never). */
@ApiTags('meta leads (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.leadExport)
@Controller('admin/meta-leads')
export class LeadsExportController {
  private readonly logger = new Logger(LeadsExportController.name);

  constructor(private readonly rpc: RpcClient) {}

  @Get('export')
  @ApiProduces(EXPORT_CONTENT_TYPES.xlsx, EXPORT_CONTENT_TYPES.csv)
  @ApiOperation({ summary: 'The filtered leads as .xlsx or .csv; 404 "No data to download" when empty' })
  async export(
    @Query() query: LeadExportQueryDto,
    @CurrentStaff() staff: StaffTokenClaims,
    @Res() res: Response,
  ): Promise<void> {
    const filters: LeadExportQuery = query;
    const viewer = leadViewer(staff);
    await streamExport(
      res,
      {
        format: filters.format,
        fileName: exportFileName('leads', leadFilterParts(filters), filters.format, new Date()),
        sheet: LEADS_SHEET,
        cells: leadExportCells,
        page: (beforeId) => this.page(viewer, filters, beforeId),
      },
      this.logger,
    );
  }

  private page(
    viewer: LeadViewer,
    query: LeadExportQuery,
    beforeId: number | null,
  ): Promise<LeadExportPageReply> {
    const command: LeadExportPageCommand = {
      viewer,
      filters: { status: query.status, caller: query.caller, search: query.search },
      beforeId,
      limit: EXPORT_PAGE_ROWS,
    };
    return this.rpc.call(leadsRpcs.exportPage, command);
  }
}
