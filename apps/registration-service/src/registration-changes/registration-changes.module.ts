import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { AdminRegistrationsService } from './admin-registrations.service';
import { MessageRequestsService } from './message-requests.service';
import { PaymentStatusService } from './payment-status.service';
import { RegistrationChangesHandler } from './registration-changes.handler';

/** Staff write side of registrations: add, edit, soft delete, payment status, message requests. */
@Module({
  imports: [SettingsModule],
  controllers: [RegistrationChangesHandler],
  providers: [AdminRegistrationsService, PaymentStatusService, MessageRequestsService],
})
export class RegistrationChangesModule {}
