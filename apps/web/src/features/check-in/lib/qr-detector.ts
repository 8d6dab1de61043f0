export interface QrDetector {
  /** The text of the first QR code in the current video frame, if any. */
  detect(source: HTMLVideoElement): Promise<string | undefined>;
}

/**
 * The BarcodeDetector API over zxing-wasm, loaded only when the camera starts. The wasm file is bundled (Vite
 * emits it next to the scripts) and handed to zxing, which would otherwise fetch it from a CDN.
 */
export async function createQrDetector(): Promise<QrDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : `${prefix}${path}`),
    },
  });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return {
    async detect(source) {
      const codes = await detector.detect(source);
      return codes.find((code) => code.rawValue)?.rawValue;
    },
  };
}
