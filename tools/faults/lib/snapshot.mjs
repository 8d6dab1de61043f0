// The built back end, copied out of dist/ before the run: the suite restarts apps for minutes, and another build
// into dist/ (which deletes it first) must not leave a killed app with nothing to start from.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup, sleep } from '../../../bench/lib/procs.mjs';
import { root } from '../../../bench/lib/stack.mjs';

export const SERVICES = [
  'registration-service',
  'payment-service',
  'attendance-service',
  'leads-service',
  'notification-service',
];
const STAND_INS = ['smtp-sink', 'whatsapp-sink', 'graph-api-stand-in'];

const mains = () => [
  ...[...SERVICES, 'gateway'].map((app) => `dist/apps/${app}/src/main.js`),
  'dist/apps/gateway/src/cli/staff.js',
  ...STAND_INS.map((name) => `dist/tools/stand-ins/${name}.js`),
  'dist/tools/supervisor/supervisor.js',
];

/**
 * Copies dist/ (without the web app, which the suite does not load) to a temporary directory whose node_modules
 * links to the repository's; returns that directory (it has dist/ inside). Retries while dist/ is being rebuilt.
 */
export async function snapshotDist() {
  const dir = mkdtempSync(join(tmpdir(), 'eventdesk-faults-dist-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  for (let attempt = 1; ; attempt += 1) {
    const missing = mains().filter((path) => !existsSync(join(root, path)));
    if (missing.length === 0) {
      try {
        rmSync(join(dir, 'dist'), { recursive: true, force: true });
        mkdirSync(join(dir, 'dist/apps'), { recursive: true });
        for (const app of [...SERVICES, 'gateway']) {
          cpSync(join(root, 'dist/apps', app), join(dir, 'dist/apps', app), { recursive: true });
        }
        cpSync(join(root, 'dist/libs'), join(dir, 'dist/libs'), { recursive: true });
        cpSync(join(root, 'dist/tools'), join(dir, 'dist/tools'), { recursive: true });
        if (mains().every((path) => existsSync(join(dir, path)))) return dir;
      } catch {
        // a build deleted files while they were copied: try again
      }
    }
    if (attempt === 20) {
      throw new Error(`dist/ is incomplete (run bash scripts/build.sh): missing ${missing.join(', ')}`);
    }
    await sleep(3000);
  }
}
