import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  attendanceRpcs,
  type AttendanceStats,
  type ScanCommand,
  type ScanResponse,
  type UndoCheckInCommand,
  type UndoCheckInResponse,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { CheckInService } from './check-in.service';

@Controller()
export class CheckInHandler {
  constructor(private readonly checkIn: CheckInService) {}

  @RpcHandler(attendanceRpcs.scan)
  scan(@Payload() command: ScanCommand): Promise<ScanResponse> {
    return this.checkIn.scan(command);
  }

  @RpcHandler(attendanceRpcs.undoCheckIn)
  undo(@Payload() command: UndoCheckInCommand): Promise<UndoCheckInResponse> {
    return this.checkIn.undo(command);
  }

  @RpcHandler(attendanceRpcs.stats)
  stats(): Promise<AttendanceStats> {
    return this.checkIn.stats();
  }
}
