import { toBuffer } from 'qrcode';

/** The ticket QR exactly as the attendance service draws it for the public QR endpoint. */
export function renderQrPng(token: string): Promise<Buffer> {
  return toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
}
