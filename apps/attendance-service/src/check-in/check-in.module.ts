import { Module } from '@nestjs/common';
import { CheckInHandler } from './check-in.handler';
import { CheckInService } from './check-in.service';

@Module({ controllers: [CheckInHandler], providers: [CheckInService] })
export class CheckInModule {}
