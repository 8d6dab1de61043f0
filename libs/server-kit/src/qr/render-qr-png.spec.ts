import { renderQrPng } from './render-qr-png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width from the PNG's IHDR chunk (bytes 16-19, big-endian). */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

describe('renderQrPng', () => {
  it('draws the same code as a PNG of the width asked for', async () => {
    const small = await renderQrPng('ticket-token', 240);
    const large = await renderQrPng('ticket-token', 360);
    expect(small.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngWidth(small)).toBe(240);
    expect(pngWidth(large)).toBe(360);
  });
});
