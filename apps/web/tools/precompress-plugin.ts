import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { writeCompressedCopies } from './compressed-copies';

const compressible = /\.(js|css|svg|json|txt|xml|html|wasm)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible asset of the build (see compressed-copies.ts), in
 * parallel: brotli at its top level is slow.
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
          if (content.length >= minBytes) {
            await writeCompressedCopies(path, content);
          }
        }),
      );
    },
  };
}
