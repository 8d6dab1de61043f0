import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// scripts/check-web-build.mjs guards what build.sh hands to visitors: no React development runtime, and the entry
// and hydration scripts inside their budgets.
const script = join(__dirname, '..', '..', 'scripts', 'check-web-build.mjs');

function webDist(files: Record<string, string>, manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-build-check-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, 'assets', name), text);
  }
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

function check(dir: string): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [script, dir], { encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: failed.stdout + failed.stderr };
  }
}

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_core.js'] },
  '_core.js': { file: 'assets/core.js' },
  'src/app/start-app.tsx': { file: 'assets/start-app.js', imports: ['_core.js', '_react.js'] },
  '_react.js': { file: 'assets/react.js' },
};

describe('scripts/check-web-build.mjs', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('passes a production build inside the budgets and removes the manifest', () => {
    const dir = webDist(
      { 'index.js': 'i', 'core.js': 'c', 'start-app.js': 's', 'react.js': 'r(jsx)' },
      manifest,
    );
    dirs.push(dir);
    const result = check(dir);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/entry: 0\.0 kB brotli/);
    expect(check(dir).output).toMatch(/manifest\.json is missing/);
  });

  it('refuses React development runtime', () => {
    const dir = webDist(
      { 'index.js': 'i', 'core.js': 'c', 'start-app.js': 's', 'react.js': 'jsxDEV(type, props)' },
      manifest,
    );
    dirs.push(dir);
    const result = check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/development runtime in assets\/react\.js/);
  });

  it('refuses a hydration closure over budget, counting the brotli file as served', () => {
    const dir = webDist(
      {
        'index.js': 'i',
        'core.js': 'c',
        'start-app.js': 's',
        'react.js': 'r',
        'react.js.br': 'x'.repeat(200 * 1024),
      },
      manifest,
    );
    dirs.push(dir);
    const result = check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/hydration: 200\.0 kB brotli \(budget 160 kB\): over budget/);
  });
});
