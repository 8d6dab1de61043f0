import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { SeatsHandler } from './seats.handler';
import { SeatsService } from './seats.service';

@Module({
  imports: [SettingsModule],
  controllers: [SeatsHandler],
  providers: [SeatsService],
  exports: [SeatsService],
})
export class SeatsModule {}
