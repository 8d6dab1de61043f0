import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  attendanceRpcs,
  type AttendanceStats,
  type AttendanceView,
  type ScanResponse,
  type StaffTokenClaims,
  type UndoCheckInResponse,
  staffCapabilities,
} from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { DoorRoute } from '../auth/door-route.decorator';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { IntIdPipe } from '../http/int-id.pipe';
import { PublicRefPipe } from '../http/public-ref.pipe';
import { ScanDto } from './attendance.dto';

@ApiTags('attendance')
@Controller()
export class AttendanceController {
  constructor(private readonly rpc: RpcClient) {}

  /** Any staff role may scan (the spec's scanner sent no token at all; we require one). */
  @Post('attendance/scan')
  @DoorRoute()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Check a QR ticket in: 200 once, 409 "Already Attended" afterwards; a repeated nonce gets the first answer',
  })
  scan(@Body() body: ScanDto, @CurrentStaff() staff: StaffTokenClaims): Promise<ScanResponse> {
    return this.rpc.call(attendanceRpcs.scan, { ...body, staff: staff.username });
  }

  @Public()
  @Get('attendance/:ref')
  @ApiOperation({ summary: 'Attendance status by public reference (read-only: never marks attendance)' })
  byRef(@Param('ref', PublicRefPipe) ref: string): Promise<AttendanceView> {
    return this.rpc.call(attendanceRpcs.getByRef, { ref });
  }

  /**
   * The spec's scan-link path (public §7), served read-only: a link cannot be allowed to check anyone in. Same
   * ref check, RPC and answer as `attendance/:ref`, under the same global rate limit.
   */
  @Public()
  @Get('attendance_update/scan/:ref')
  @ApiOperation({ summary: "Attendance status by public reference at the spec's scan path (read-only)" })
  scanLinkByRef(@Param('ref', PublicRefPipe) ref: string): Promise<AttendanceView> {
    return this.byRef(ref);
  }

  @Get('admin/attendance/stats')
  @DoorRoute()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Tickets, check-ins, not yet arrived, attendance rate in percent (any staff)' })
  stats(): Promise<AttendanceStats> {
    return this.rpc.call(attendanceRpcs.stats, {});
  }

  @Delete('admin/attendance/:ticketId/check-in')
  @Roles(...staffCapabilities.registrations)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Undo a check-in (admin); recorded with who undid it' })
  undo(
    @Param('ticketId', new IntIdPipe('Ticket not found')) ticketId: number,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<UndoCheckInResponse> {
    return this.rpc.call(attendanceRpcs.undoCheckIn, { ticketId, staff: staff.username });
  }
}
