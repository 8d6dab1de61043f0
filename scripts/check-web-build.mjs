// Checks the web build in dist/apps/web after `vite build --manifest`, then removes the manifest (it is not served):
// - React's production runtime only: a development build (jsxDEV, jsx-dev-runtime) is 3x the script and slow to run;
// - the script a visitor's phone loads before the page can respond stays inside a budget (brotli bytes, as served):
//   `entry` is index.html's script and its static imports; `hydration` adds src/app/start-app.tsx and its static
//   imports (React, router, i18n, query: what hydrates the prerendered page) and the largest language catalog
//   (src/i18n/<language>.json, which start-app awaits before the first render).
// Usage: node scripts/check-web-build.mjs [webDist]
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const budgets = { entry: 8 * 1024, hydration: 160 * 1024 };
const webDist = process.argv[2] ?? 'dist/apps/web';
const manifestPath = join(webDist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-web-build: ${manifestPath} is missing (build with --manifest)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
rmSync(join(webDist, '.vite'), { recursive: true, force: true });

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function servedBytes(key) {
  const file = join(webDist, manifest[key].file);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

const failures = [];
const chunks = Object.values(manifest).map((chunk) => chunk.file);
const development = chunks.filter(
  (file) => file.includes('jsx-dev-runtime') || readFileSync(join(webDist, file), 'utf8').includes('jsxDEV'),
);
if (development.length > 0) {
  failures.push(`React development runtime in ${development.join(', ')}: build with NODE_ENV=production`);
}

const entry = staticClosure(['index.html']);
const hydration = staticClosure(['src/app/start-app.tsx'], new Set(entry));
const catalogs = Object.keys(manifest).filter((key) => /^src\/i18n\/[a-z]+\.json$/.test(key));
const largestCatalog = catalogs.sort((a, b) => servedBytes(b) - servedBytes(a))[0];
if (largestCatalog) staticClosure([largestCatalog], hydration);
const sizes = {
  entry: [...entry].reduce((sum, key) => sum + servedBytes(key), 0),
  hydration: [...hydration].reduce((sum, key) => sum + servedBytes(key), 0),
};
for (const [name, bytes] of Object.entries(sizes)) {
  const line = `${name}: ${(bytes / 1024).toFixed(1)} kB brotli (budget ${budgets[name] / 1024} kB)`;
  if (bytes > budgets[name]) failures.push(`${line}: over budget`);
  else console.log(`check-web-build: ${line}`);
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`check-web-build: ${failure}`);
  process.exit(1);
}
