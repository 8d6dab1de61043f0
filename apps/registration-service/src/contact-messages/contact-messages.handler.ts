import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  registrationRpcs,
  type ContactMessageBody,
  type ContactMessageList,
  type ContactMessageListQuery,
  type ContactMessageResponse,
  type ContactMessageView,
  type MarkContactMessageCommand,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { ContactMessagesService } from './contact-messages.service';

@Controller()
export class ContactMessagesHandler {
  constructor(private readonly messages: ContactMessagesService) {}

  @RpcHandler(registrationRpcs.createContactMessage)
  create(@Payload() command: ContactMessageBody): Promise<ContactMessageResponse> {
    return this.messages.create(command);
  }

  @RpcHandler(registrationRpcs.listContactMessages)
  list(@Payload() query: ContactMessageListQuery): Promise<ContactMessageList> {
    return this.messages.list(query);
  }

  @RpcHandler(registrationRpcs.markContactMessage)
  mark(@Payload() command: MarkContactMessageCommand): Promise<ContactMessageView> {
    return this.messages.mark(command);
  }
}
