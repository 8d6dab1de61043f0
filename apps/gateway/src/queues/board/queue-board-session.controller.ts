import { Controller, Delete, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { staffCapabilities, type VerifiedStaffToken } from '@eventdesk/contracts';
import { Roles } from '../../auth/roles.decorator';
import { CurrentStaff } from '../../auth/staff-request';
import { QUEUE_BOARD_COOKIE, QueueBoardSessions } from './queue-board-sessions';

/**
 * The board is a plain page the browser opens, so it cannot send the staff app's bearer token: this exchanges
 * that token (checked by the staff guard, revocation included) for an HttpOnly cookie scoped to the board's path.
 */
@ApiTags('operations')
@ApiBearerAuth()
@Roles(...staffCapabilities.queueBoard)
@Controller('admin/queue-board/session')
export class QueueBoardSessionController {
  constructor(private readonly sessions: QueueBoardSessions) {}

  @Post()
  @HttpCode(204)
  @ApiOperation({ summary: 'Sets the queue dashboard cookie (15 minutes) for this staff token (admin)' })
  async open(
    @CurrentStaff() staff: VerifiedStaffToken,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const session = await this.sessions.issue(staff);
    response.cookie(QUEUE_BOARD_COOKIE, session.token, this.sessions.cookieOptions(session.expiresAt));
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Clears the queue dashboard cookie (admin)' })
  close(@Res({ passthrough: true }) response: Response): void {
    response.clearCookie(QUEUE_BOARD_COOKIE, this.sessions.cookieOptions());
  }
}
