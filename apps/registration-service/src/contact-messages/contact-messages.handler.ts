import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createContactMessageCommand,
  listContactMessagesQuery,
  markContactMessageCommand,
  registrationPatterns,
  type ContactMessageList,
  type ContactMessageResponse,
  type ContactMessageView,
} from '@eventdesk/contracts';
import { ContactMessagesService } from './contact-messages.service';

@Controller()
export class ContactMessagesHandler {
  constructor(private readonly messages: ContactMessagesService) {}

  @MessagePattern(registrationPatterns.createContactMessage)
  create(@Payload() payload: unknown): Promise<ContactMessageResponse> {
    return this.messages.create(createContactMessageCommand.parse(payload));
  }

  @MessagePattern(registrationPatterns.listContactMessages)
  list(@Payload() payload: unknown): Promise<ContactMessageList> {
    return this.messages.list(listContactMessagesQuery.parse(payload));
  }

  @MessagePattern(registrationPatterns.markContactMessage)
  mark(@Payload() payload: unknown): Promise<ContactMessageView> {
    return this.messages.mark(markContactMessageCommand.parse(payload));
  }
}
