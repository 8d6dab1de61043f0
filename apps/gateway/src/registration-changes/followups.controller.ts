import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  registrationRpcs,
  type BulkFollowupResponse,
  type FollowupHistoryEntry,
  type MessageResponse,
  type StaffTokenClaims,
  staffCapabilities,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { BulkFollowupDto, FollowupUpdateDto } from './registration-changes.dto';
import { RegistrationIdPipe } from './registration-id.pipe';

/** Follow-up updates, their history and "Fix Followup Status" (admin spec §2, §4). */
@ApiTags('follow-ups (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller('admin')
export class FollowupsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('registrations/:id/followup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set the follow-up status (allowed by the payment status) and notes; adds a history entry',
  })
  update(
    @Param('id', RegistrationIdPipe) id: number,
    @Body() body: FollowupUpdateDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<MessageResponse> {
    return this.rpc.call(registrationRpcs.updateFollowup, { ...body, id, actor: staff.username });
  }

  @Get('registrations/:id/followups')
  @ApiOperation({ summary: 'Follow-up history, newest first' })
  history(@Param('id', RegistrationIdPipe) id: number): Promise<FollowupHistoryEntry[]> {
    return this.rpc.call(registrationRpcs.followupHistory, { id });
  }

  @Post('bulk-update-followups')
  @HttpCode(200)
  @Roles(...staffCapabilities.fixFollowups)
  @ApiOperation({
    summary:
      'Fix Followup Status (super_admin): completed for every paid registration whose follow-up is not',
  })
  fixFollowups(
    @Body() _body: BulkFollowupDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<BulkFollowupResponse> {
    return this.rpc.call(registrationRpcs.bulkFixFollowups, { actor: staff.username });
  }
}
