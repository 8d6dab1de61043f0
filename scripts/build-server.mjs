// Compiles the back end (apps/*-service, apps/gateway, libs/*, tools/stand-ins) file by file with SWC into dist/,
// rewriting the path aliases (tsconfig.base.json `paths`) to relative imports and emitting decorator metadata (Nest DI and
// MikroORM need it). Type checking is a separate step (npm run typecheck).
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import pathAliases from '../tools/path-aliases/path-aliases.cjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist');
const sources = ['libs/contracts/src', 'libs/server-kit/src', 'tools/stand-ins', 'tools/supervisor'];
for (const entry of await readdir(join(root, 'apps'))) {
  if (entry === 'gateway' || entry.endsWith('-service')) sources.push(`apps/${entry}/src`);
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (
      /\.ts$/.test(entry.name) &&
      !/\.(spec|int-spec|e2e-spec)\.ts$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    )
      yield path;
  }
}

const options = {
  sourceMaps: true,
  module: { type: 'commonjs' },
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    baseUrl: root,
    paths: pathAliases.sourcePaths(),
  },
};

for (const app of await readdir(join(out, 'apps')).catch(() => []))
  if (app !== 'web') await rm(join(out, 'apps', app), { recursive: true, force: true });
await rm(join(out, 'libs'), { recursive: true, force: true });
await rm(join(out, 'tools'), { recursive: true, force: true });
let count = 0;
const started = Date.now();
for (const source of sources) {
  let exists = true;
  await readdir(join(root, source)).catch(() => (exists = false));
  if (!exists) continue;
  for await (const file of walk(join(root, source))) {
    const target = join(out, relative(root, file)).replace(/\.ts$/, '.js');
    const result = await transformFile(file, { ...options, filename: file, outputPath: target });
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, `${result.code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
    if (result.map) await writeFile(`${target}.map`, result.map);
    count += 1;
  }
}
console.log(`build-server: ${count} files in ${Date.now() - started} ms`);
