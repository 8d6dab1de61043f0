import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  attendanceRpcs,
  type ByRefQuery,
  type QrCodeResponse,
  type QrPngResponse,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { QrCodesService } from './qr-codes.service';

@Controller()
export class TicketsHandler {
  constructor(private readonly qrCodes: QrCodesService) {}

  @RpcHandler(attendanceRpcs.qrCode)
  qrCode(@Payload() query: ByRefQuery): Promise<QrCodeResponse> {
    return this.qrCodes.dataUrl(query.ref);
  }

  @RpcHandler(attendanceRpcs.qrPng)
  qrPng(@Payload() query: ByRefQuery): Promise<QrPngResponse> {
    return this.qrCodes.pngBase64(query.ref);
  }
}
