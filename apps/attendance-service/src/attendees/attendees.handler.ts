import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { attendancePatterns, byRefQuery, type AttendanceView } from '@eventdesk/contracts';
import { AttendanceLookupService } from './attendance-lookup.service';

@Controller()
export class AttendeesHandler {
  constructor(private readonly lookup: AttendanceLookupService) {}

  @MessagePattern(attendancePatterns.getByRef)
  byRef(@Payload() payload: unknown): Promise<AttendanceView> {
    return this.lookup.byRef(byRefQuery.parse(payload).ref);
  }
}
