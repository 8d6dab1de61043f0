import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  leadsRpcs,
  staffCapabilities,
  type LeadCallersResponse,
  type LeadHistoryResponse,
  type LeadListResponse,
  type LeadProgressResponse,
  type LeadStatusUpdateResponse,
  type ReassignLeadsResponse,
  type StaffTokenClaims,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { LeadFiltersQueryDto, LeadListQueryDto, LeadStatusUpdateDto, ReassignLeadsDto } from './leads.dto';
import { LeadIdPipe, leadViewer } from './lead-viewer';

/**
 * Meta Leads (admin spec §2-§7): the list, the progress cards, history, status updates and reassignment. Every
 * call names the signed-in viewer; leads-service scopes by it (a caller sees and changes only their own leads).
 */
@ApiTags('meta leads (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.metaLeads)
@Controller('admin/meta-leads')
export class MetaLeadsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary: 'Leads in the viewer’s scope, filtered, searched, sorted and paged on the server',
  })
  list(@Query() query: LeadListQueryDto, @CurrentStaff() staff: StaffTokenClaims): Promise<LeadListResponse> {
    return this.rpc.call(leadsRpcs.list, { viewer: leadViewer(staff), query });
  }

  @Get('progress')
  @ApiOperation({ summary: 'The four progress cards, due follow-ups and conversion for the viewer’s scope' })
  progress(
    @Query() filters: LeadFiltersQueryDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<LeadProgressResponse> {
    return this.rpc.call(leadsRpcs.progress, { viewer: leadViewer(staff), filters });
  }

  @Get('callers')
  @Roles(...staffCapabilities.leadCallerFilter)
  @ApiOperation({
    summary: 'The callers (staff with role user) for the caller filter, assignment and reassignment',
  })
  callers(@CurrentStaff() staff: StaffTokenClaims): Promise<LeadCallersResponse> {
    return this.rpc.call(leadsRpcs.callers, { viewer: leadViewer(staff) });
  }

  @Get(':id/history')
  @ApiOperation({ summary: 'Status history of one lead, newest first (404 outside the viewer’s scope)' })
  history(
    @Param('id', LeadIdPipe) id: number,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<LeadHistoryResponse> {
    return this.rpc.call(leadsRpcs.history, { viewer: leadViewer(staff), id });
  }

  @Patch(':id/status')
  @ApiOperation({
    summary:
      'Set the status (followup needs a date, payment_done a reference id) and notes; the change and its history row are one transaction',
  })
  updateStatus(
    @Param('id', LeadIdPipe) id: number,
    @Body() body: LeadStatusUpdateDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<LeadStatusUpdateResponse> {
    return this.rpc.call(leadsRpcs.updateStatus, { viewer: leadViewer(staff), id, body });
  }

  @Post('reassign')
  @HttpCode(200)
  @Roles(...staffCapabilities.leadReassign)
  @ApiOperation({ summary: 'Give one lead or a selection to another caller (or to nobody)' })
  reassign(
    @Body() body: ReassignLeadsDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<ReassignLeadsResponse> {
    return this.rpc.call(leadsRpcs.reassign, { viewer: leadViewer(staff), body });
  }
}
