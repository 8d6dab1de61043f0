import { Module } from '@nestjs/common';
import { AttendanceFactsConsumer } from './attendance-facts.consumer';

/** What the door reports back about a registration (attendance-service events). */
@Module({ providers: [AttendanceFactsConsumer] })
export class AttendanceFactsModule {}
