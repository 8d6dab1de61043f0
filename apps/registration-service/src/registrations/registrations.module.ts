import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { AdditionalTicketsService } from './additional-tickets.service';
import { PaymentCompletedConsumer } from './payment-completed.consumer';
import { RegistrationsHandler } from './registrations.handler';
import { RegistrationsService } from './registrations.service';
import { TicketResendsService } from './ticket-resends.service';

@Module({
  imports: [SettingsModule],
  controllers: [RegistrationsHandler],
  providers: [RegistrationsService, AdditionalTicketsService, PaymentCompletedConsumer, TicketResendsService],
  exports: [RegistrationsService],
})
export class RegistrationsModule {}
