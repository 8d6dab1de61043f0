import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;

/** Reads a QR PNG with the same zxing build the scanner page bundles (its wasm from node_modules, no network). */
export async function decodeQrPng(png: Buffer): Promise<string[]> {
  if (!prepared) {
    const wasm = readFileSync(
      resolve(__dirname, '../../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'),
    );
    await prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
    prepared = true;
  }
  const results = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  return results.map((result) => result.text);
}
