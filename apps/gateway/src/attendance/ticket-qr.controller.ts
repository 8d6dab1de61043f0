import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { attendanceRpcs, type QrCodeResponse } from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { PublicRefPipe } from '../http/public-ref.pipe';

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
  qrCode(@Param('ref', PublicRefPipe) ref: string): Promise<QrCodeResponse> {
    return this.rpc.call(attendanceRpcs.qrCode, { ref });
  }

  @Get(':ref/qrcode.png')
  @ApiProduces('image/png')
  @Header('Cache-Control', 'private, max-age=600')
  // Fetched by the WhatsApp provider and shown by other sites' image viewers.
  @Header('Cross-Origin-Resource-Policy', 'cross-origin')
  @ApiOperation({ summary: 'The QR ticket as a PNG image (the link in the WhatsApp message)' })
  async qrPng(@Param('ref', PublicRefPipe) ref: string): Promise<StreamableFile> {
    const { pngBase64 } = await this.rpc.call(attendanceRpcs.qrPng, { ref });
    return new StreamableFile(Buffer.from(pngBase64, 'base64'), { type: 'image/png' });
  }
}
