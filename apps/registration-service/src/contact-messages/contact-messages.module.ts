import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { ContactMessagesHandler } from './contact-messages.handler';
import { ContactMessagesService } from './contact-messages.service';

/** The /home contact form's messages and the staff inbox. */
@Module({
  imports: [SettingsModule],
  controllers: [ContactMessagesHandler],
  providers: [ContactMessagesService],
})
export class ContactMessagesModule {}
