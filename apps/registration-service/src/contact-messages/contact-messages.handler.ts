import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createContactMessageCommand,
  registrationPatterns,
  type ContactMessageResponse,
} from '@eventdesk/contracts';
import { ContactMessagesService } from './contact-messages.service';

@Controller()
export class ContactMessagesHandler {
  constructor(private readonly messages: ContactMessagesService) {}

  @MessagePattern(registrationPatterns.createContactMessage)
  create(@Payload() payload: unknown): Promise<ContactMessageResponse> {
    return this.messages.create(createContactMessageCommand.parse(payload));
  }
}
