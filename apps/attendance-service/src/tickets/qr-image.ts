import { toBuffer } from 'qrcode';

/** The ticket's QR code as a PNG: medium error correction, a quiet zone, large enough for a phone camera. */
export function renderQrPng(token: string): Promise<Buffer> {
  return toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
}
