import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { registrationRpcs, type ContactMessageResponse } from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { ContactMessageDto } from './contact-messages.dto';

/** Per address and minute: a person writes a few, a spam script is stopped. */
export const CONTACT_MESSAGES_PER_MINUTE = 5;

@ApiTags('contact messages')
@Public()
@Controller('contact-messages')
export class ContactMessagesController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(201)
  @Throttle({ default: { limit: CONTACT_MESSAGES_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({ summary: 'The /home contact form; stored for staff to answer' })
  create(@Body() body: ContactMessageDto): Promise<ContactMessageResponse> {
    return this.rpc.call(registrationRpcs.createContactMessage, body);
  }
}
