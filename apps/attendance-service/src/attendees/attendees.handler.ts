import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { attendanceRpcs, type AttendanceView, type ByRefQuery } from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { AttendanceLookupService } from './attendance-lookup.service';

@Controller()
export class AttendeesHandler {
  constructor(private readonly lookup: AttendanceLookupService) {}

  @RpcHandler(attendanceRpcs.getByRef)
  byRef(@Payload() query: ByRefQuery): Promise<AttendanceView> {
    return this.lookup.byRef(query.ref);
  }
}
