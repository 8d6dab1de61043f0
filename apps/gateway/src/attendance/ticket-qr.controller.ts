import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { attendanceRpcs, publicRef, type QrCodeResponse } from '@eventdesk/contracts';
import { DomainError, Public, RpcClient } from '@eventdesk/server-kit';

function checkedRef(ref: string): string {
  // A sequential id or any other guess is "not found", the same answer as a wrong reference.
  if (!publicRef.safeParse(ref).success) {
    throw new DomainError('NOT_FOUND', 'Registration not found');
  }
  return ref;
}

/** The ticket's QR code by public reference, for the registration-success page and the WhatsApp medialink. */
@ApiTags('registrations')
@Public()
@Controller('registrations')
export class TicketQrController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':ref/qrcode')
  @ApiOperation({
    summary: 'The QR ticket as a PNG data URL; 404 unknown reference, 409 while the payment is not completed',
  })
  qrCode(@Param('ref') ref: string): Promise<QrCodeResponse> {
    return this.rpc.call(attendanceRpcs.qrCode, { ref: checkedRef(ref) });
  }

  @Get(':ref/qrcode.png')
  @ApiProduces('image/png')
  @Header('Cache-Control', 'private, max-age=600')
  // Fetched by the WhatsApp provider and shown by other sites' image viewers.
  @Header('Cross-Origin-Resource-Policy', 'cross-origin')
  @ApiOperation({ summary: 'The QR ticket as a PNG image (the link in the WhatsApp message)' })
  async qrPng(@Param('ref') ref: string): Promise<StreamableFile> {
    const { pngBase64 } = await this.rpc.call(attendanceRpcs.qrPng, { ref: checkedRef(ref) });
    return new StreamableFile(Buffer.from(pngBase64, 'base64'), { type: 'image/png' });
  }
}
