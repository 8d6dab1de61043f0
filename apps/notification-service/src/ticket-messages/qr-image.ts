import { toBuffer } from 'qrcode';

/** The ticket QR for the e-mail: the same encoding as the public QR endpoint, drawn at the 240 px the mail shows. */
export function renderQrPng(token: string): Promise<Buffer> {
  return toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
