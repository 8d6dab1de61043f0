import { Body, Controller, Get, HttpCode, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  LEAD_FILE_FIELD,
  leadsRpcs,
  staffCapabilities,
  type LeadImportResult,
  type LeadImportsResponse,
  type StaffTokenClaims,
  type UndoLeadImportResponse,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { LeadUploadThrottled } from '../http/form-throttle';
import { IntIdPipe } from '../http/int-id.pipe';
import { LeadFileIntake, LeadUploadInterceptor, type UploadedLeadFile } from './lead-file-intake';
import { LeadUploadFieldsDto } from './leads.dto';
import { leadViewer } from './lead-viewer';

/** Lead file imports (admin spec §3/§5): upload, the list of imports, undo. Admin and super_admin only. */
@ApiTags('meta leads (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.leadUpload)
@Controller('admin/meta-leads')
export class LeadImportsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly intake: LeadFileIntake,
  ) {}

  @Post('upload')
  @HttpCode(200)
  @LeadUploadThrottled()
  @UseInterceptors(LeadUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description: `\`${LEAD_FILE_FIELD}\`: .xlsx, .csv or a Meta lead download (TSV, often UTF-16), decided by its bytes, at most 10 MB; optional \`assignTo\`: a caller's username (default: round robin among active callers)`,
    type: LeadUploadFieldsDto,
  })
  @ApiOperation({
    summary: 'Import a lead file; answers the counts, row errors, duplicates and the import id',
  })
  upload(
    @UploadedFile() file: UploadedLeadFile | undefined,
    @Body() fields: LeadUploadFieldsDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<LeadImportResult> {
    return this.intake.import(file, fields, leadViewer(staff));
  }

  @Get('imports')
  @ApiOperation({ summary: 'Import batches, newest first' })
  imports(@CurrentStaff() staff: StaffTokenClaims): Promise<LeadImportsResponse> {
    return this.rpc.call(leadsRpcs.imports, { viewer: leadViewer(staff) });
  }

  @Post('imports/:id/undo')
  @HttpCode(200)
  @ApiOperation({ summary: 'Undo an import: removes its leads nobody worked on yet, says how many it kept' })
  undo(
    @Param('id', new IntIdPipe('Import not found')) importId: number,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<UndoLeadImportResponse> {
    return this.rpc.call(leadsRpcs.undoImport, { viewer: leadViewer(staff), importId });
  }
}
