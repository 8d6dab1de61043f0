import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { ReceiptRejectedConsumer } from './receipt-rejected.consumer';
import { SeatsHandler } from './seats.handler';
import { SeatsService } from './seats.service';

@Module({
  imports: [SettingsModule],
  controllers: [SeatsHandler],
  providers: [SeatsService, ReceiptRejectedConsumer],
  exports: [SeatsService],
})
export class SeatsModule {}
