import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  attendancePatterns,
  scanCommand,
  undoCheckInCommand,
  type AttendanceStats,
  type ScanResponse,
  type UndoCheckInResponse,
} from '@eventdesk/contracts';
import { CheckInService } from './check-in.service';

@Controller()
export class CheckInHandler {
  constructor(private readonly checkIn: CheckInService) {}

  @MessagePattern(attendancePatterns.scan)
  scan(@Payload() payload: unknown): Promise<ScanResponse> {
    return this.checkIn.scan(scanCommand.parse(payload));
  }

  @MessagePattern(attendancePatterns.undoCheckIn)
  undo(@Payload() payload: unknown): Promise<UndoCheckInResponse> {
    return this.checkIn.undo(undoCheckInCommand.parse(payload));
  }

  @MessagePattern(attendancePatterns.stats)
  stats(): Promise<AttendanceStats> {
    return this.checkIn.stats();
  }
}
