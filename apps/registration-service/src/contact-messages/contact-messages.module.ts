import { Module } from '@nestjs/common';
import { ContactMessagesHandler } from './contact-messages.handler';
import { ContactMessagesService } from './contact-messages.service';

@Module({ controllers: [ContactMessagesHandler], providers: [ContactMessagesService] })
export class ContactMessagesModule {}
