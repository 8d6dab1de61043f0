import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  contactMessageErrors,
  registrationRpcs,
  staffCapabilities,
  type ContactMessageList,
  type ContactMessageView,
  type StaffTokenClaims,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { IntIdPipe } from '../http/int-id.pipe';
import { ContactMessageListQueryDto, MarkContactMessageDto } from './admin-contact-messages.dto';

/** The staff inbox of /home contact messages (issue 16 item 2); registration-service stores and marks them. */
@ApiTags('contact messages (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.contactMessages)
@Controller('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'New (oldest first) or handled (latest first) contact messages, 20 a page' })
  list(@Query() query: ContactMessageListQueryDto): Promise<ContactMessageList> {
    return this.rpc.call(registrationRpcs.listContactMessages, query);
  }

  @Patch(':id/handled')
  @ApiOperation({
    summary:
      'Mark a message handled (records who and when) or, with handled=false, new again; 409 if it already is',
  })
  mark(
    @Param('id', new IntIdPipe(contactMessageErrors.notFound.message)) id: number,
    @Body() body: MarkContactMessageDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<ContactMessageView> {
    return this.rpc.call(registrationRpcs.markContactMessage, {
      id,
      handled: body.handled,
      actor: staff.username,
    });
  }
}
