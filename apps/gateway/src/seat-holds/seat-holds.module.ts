import { Module } from '@nestjs/common';
import { SeatHoldsController } from './seat-holds.controller';

/** Staff routes on seat holds at the edge. */
@Module({ controllers: [SeatHoldsController] })
export class SeatHoldsModule {}
