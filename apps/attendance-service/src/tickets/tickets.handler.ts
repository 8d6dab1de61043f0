import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  attendancePatterns,
  byRefQuery,
  type QrCodeResponse,
  type QrPngResponse,
} from '@eventdesk/contracts';
import { QrCodesService } from './qr-codes.service';

@Controller()
export class TicketsHandler {
  constructor(private readonly qrCodes: QrCodesService) {}

  @MessagePattern(attendancePatterns.qrCode)
  qrCode(@Payload() payload: unknown): Promise<QrCodeResponse> {
    return this.qrCodes.dataUrl(byRefQuery.parse(payload).ref);
  }

  @MessagePattern(attendancePatterns.qrPng)
  qrPng(@Payload() payload: unknown): Promise<QrPngResponse> {
    return this.qrCodes.pngBase64(byRefQuery.parse(payload).ref);
  }
}
