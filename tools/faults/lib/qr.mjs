// Reads a ticket's QR code the way the door's scanner page does (the same zxing build). libs/testing's
// decodeQrPng finds the wasm through __dirname, which an ES module does not have; this is its ES-module twin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { root } from '../../../bench/lib/stack.mjs';

let prepared;

/** The text of the QR code in a `data:image/png;base64,...` URL (GET /api/registrations/{ref}/qrcode). */
export async function qrTokenOf(dataUrl) {
  prepared ??= (async () => {
    const wasm = readFileSync(join(root, 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'));
    await prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
  })();
  await prepared;
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const [result] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  if (!result?.text) throw new Error('the ticket QR code did not decode');
  return result.text;
}
