import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  registrationRpcs,
  type MessageQueuedResponse,
  type RegistrationMessageKind,
  type StaffTokenClaims,
  staffCapabilities,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { RegistrationIdPipe } from './registration-id.pipe';

/** Row actions that message the visitor: queued for the notification workers, never sent from the browser. */
@ApiTags('registrations (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller('admin')
export class MessageRequestsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('send-email/:id')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Queue the confirmation e-mail (confirmed with the ticket links, or the payment link)',
  })
  sendEmail(
    @Param('id', RegistrationIdPipe) id: number,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<MessageQueuedResponse> {
    return this.request(id, staff, 'confirmation_email');
  }

  @Post('send-whatsapp/:id')
  @HttpCode(202)
  @ApiOperation({ summary: 'Queue the WhatsApp reminder' })
  sendWhatsApp(
    @Param('id', RegistrationIdPipe) id: number,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<MessageQueuedResponse> {
    return this.request(id, staff, 'whatsapp_reminder');
  }

  private request(
    id: number,
    staff: StaffTokenClaims,
    kind: RegistrationMessageKind,
  ): Promise<MessageQueuedResponse> {
    return this.rpc.call(registrationRpcs.requestMessage, { id, actor: staff.username, kind });
  }
}
