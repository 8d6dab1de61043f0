import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { RegistrationsHandler } from './registrations.handler';
import { RegistrationsService } from './registrations.service';

@Module({
  imports: [SettingsModule],
  controllers: [RegistrationsHandler],
  providers: [RegistrationsService],
  exports: [RegistrationsService],
})
export class RegistrationsModule {}
