import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|svg|json|txt|xml|html|wasm)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible asset of the build, at the highest levels (done
 * once here instead of on every request); the gateway sends them to browsers that accept them. The files are
 * compressed in parallel on zlib's thread pool: brotli at its top level is slow.
 */
export function precompressAssets(minBytes = 1024): Plugin {
  let outDir = '';
  return {
    name: 'eventdesk:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith('assets/') && compressible.test(name),
      );
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(outDir, fileName);
          const content = await readFile(path);
          if (content.length < minBytes) {
            return;
          }
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
