import { writeFileSync } from 'node:fs';
import { create } from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (what chromium's --use-file-for-fake-video-capture plays, looping) showing `text` as a QR code
 * on white, drawn from the same QR encoder the services use: the camera path then reads a real frame.
 */
export function writeQrVideo(path: string, text: string, frames = 10): void {
  const qr = create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + quiet * 2));
  const offsetX = Math.floor((WIDTH - scale * size) / 2);
  const offsetY = Math.floor((HEIGHT - scale * size) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!qr.modules.get(row, col)) {
        continue;
      }
      for (let y = 0; y < scale; y += 1) {
        luma.fill(
          16,
          (offsetY + row * scale + y) * WIDTH + offsetX + col * scale,
          (offsetY + row * scale + y) * WIDTH + offsetX + (col + 1) * scale,
        );
      }
    }
  }
  // 4:2:0: the chroma planes are a quarter of the picture each, neutral grey.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
