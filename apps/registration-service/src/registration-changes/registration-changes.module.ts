import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { AdminRegistrationsService } from './admin-registrations.service';
import { FollowupsService } from './followups.service';
import { MessageRequestsService } from './message-requests.service';
import { PaymentStatusService } from './payment-status.service';
import { RegistrationChangesHandler } from './registration-changes.handler';

/** Staff write side of registrations: add, edit, soft delete, payment status, follow-ups, message requests. */
@Module({
  imports: [SettingsModule],
  controllers: [RegistrationChangesHandler],
  providers: [AdminRegistrationsService, PaymentStatusService, FollowupsService, MessageRequestsService],
})
export class RegistrationChangesModule {}
