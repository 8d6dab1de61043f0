import { Module } from '@nestjs/common';
import { Clock } from '@eventdesk/server-kit';
import { SettingsHandler } from './settings.handler';
import { SettingsService } from './settings.service';

// The one Clock of the service: registrations import this module, so a test moves every decision at once.
@Module({
  controllers: [SettingsHandler],
  providers: [SettingsService, Clock],
  exports: [SettingsService, Clock],
})
export class SettingsModule {}
