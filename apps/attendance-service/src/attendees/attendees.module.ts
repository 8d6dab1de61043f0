import { Module } from '@nestjs/common';
import { AttendanceLookupService } from './attendance-lookup.service';
import { AttendeesHandler } from './attendees.handler';
import { RegistrationEventsConsumer } from './registration-events.consumer';

@Module({
  controllers: [AttendeesHandler],
  providers: [AttendanceLookupService, RegistrationEventsConsumer],
})
export class AttendeesModule {}
