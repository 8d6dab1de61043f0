import { toBuffer } from 'qrcode';

/**
 * A ticket's QR code as a PNG, the same encoding wherever it is drawn (the public QR endpoint, the ticket e-mail):
 * medium error correction and a quiet zone, so a phone camera reads it; only the size differs.
 */
export function renderQrPng(token: string, widthPx: number): Promise<Buffer> {
  return toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: widthPx });
}
