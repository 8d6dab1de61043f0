import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { SeatHoldsHandler } from './seat-holds.handler';
import { SeatHoldsService } from './seat-holds.service';

/** Staff: held-but-unpaid seats per package, and releasing them. */
@Module({
  imports: [SettingsModule],
  controllers: [SeatHoldsHandler],
  providers: [SeatHoldsService],
})
export class SeatHoldsModule {}
