import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create } from 'qrcode';
import { decodeQrPng } from '@eventdesk/testing';
import { renderQrPng } from './render-qr-png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width from the PNG's IHDR chunk (bytes 16-19, big-endian). */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

/** qrcode's own renderer (internal, pinned with the package): the RGBA pixels its PNG output is made of. */
interface QrRendererUtils {
  getOptions(options: object): object;
  getImageWidth(size: number, options: object): number;
  qrToImageData(target: Uint8ClampedArray, qr: ReturnType<typeof create>, options: object): void;
}
const qrRenderer = createRequire(require.resolve('qrcode'))('./renderer/utils') as QrRendererUtils;

/** Dark pixels, row by row, of a 1-bit grayscale PNG whose rows carry no filter (what renderQrPng writes). */
function darkPixels(png: Buffer): boolean[] {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  const width = pngWidth(png);
  expect([png[24], png[25]]).toEqual([1, 0]); // bit depth 1, grayscale
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
      idat.push(png.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rowBytes = 1 + Math.ceil(width / 8);
  const dark: boolean[] = [];
  for (let y = 0; y < width; y += 1) {
    expect(raw[y * rowBytes]).toBe(0);
    for (let x = 0; x < width; x += 1) {
      dark.push(!(raw[y * rowBytes + 1 + (x >> 3)] & (0x80 >> (x & 7))));
    }
  }
  return dark;
}

describe('renderQrPng', () => {
  it('draws the same code as a PNG of the width asked for', async () => {
    const small = await renderQrPng('ticket-token', 240);
    const large = await renderQrPng('ticket-token', 360);
    expect(small.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngWidth(small)).toBe(240);
    expect(pngWidth(large)).toBe(360);
  });

  it.each([240, 360, 257])('draws at %i px exactly the pixels qrcode’s own renderer draws', async (width) => {
    const token = 'v1.Zk3n8Qx-4Lr9Tq2Ww7Yb1Hc5Jd6Ke0Mf.aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f';
    const qr = create([{ data: Buffer.from(token, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' });
    const options = qrRenderer.getOptions({ margin: 2, width });
    const size = qrRenderer.getImageWidth(qr.modules.size, options);
    const rgba = new Uint8ClampedArray(size * size * 4);
    qrRenderer.qrToImageData(rgba, qr, options);
    const expected = Array.from({ length: size * size }, (_, i) => rgba[i * 4] === 0);

    const png = await renderQrPng(token, width);
    expect(pngWidth(png)).toBe(size);
    expect(darkPixels(png)).toEqual(expected);
  });

  it('is read back by a QR decoder as the token, at the sizes eventdesk draws', async () => {
    const token = 'v1.Zk3n8Qx-4Lr9Tq2Ww7Yb1Hc5Jd6Ke0Mf.aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f';
    for (const width of [240, 360]) {
      expect(await decodeQrPng(await renderQrPng(token, width))).toEqual([token]);
    }
  });
});
