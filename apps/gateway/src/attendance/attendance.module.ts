import { Module } from '@nestjs/common';
import { AttendanceController } from './attendance.controller';
import { TicketQrController } from './ticket-qr.controller';

/** Check-in, door statistics, the public attendance lookup and the ticket QR code, forwarded to the attendance service. */
@Module({ controllers: [AttendanceController, TicketQrController] })
export class AttendanceModule {}
