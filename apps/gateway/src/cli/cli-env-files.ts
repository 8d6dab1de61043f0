import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseEnv } from 'node:util';

/** The file every variable is listed in; it marks the repository root. */
const EXAMPLE_FILE = '.env.example';
const LOCAL_FILE = '.env';

/** The nearest folder from `start` upwards that holds `.env.example`, whether the CLI runs from src/ or dist/. */
export function findRepositoryRoot(start: string): string | undefined {
  let folder = start;
  for (;;) {
    if (existsSync(join(folder, EXAMPLE_FILE))) {
      return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) {
      return undefined;
    }
    folder = parent;
  }
}

/**
 * The staff CLI reads the settings the apps of `npm start` read, whatever the working directory and however it is
 * started (`npm run staff`, `node dist/…/staff.js`): the repository's `.env`; without one (a checkout that was built
 * but never started), outside production, the development defaults of `.env.example`, which is what `npm start`
 * would copy into `.env`. Variables already set in the environment always win. Production never falls back: its
 * settings come from the environment or its own `.env`. Returns the file read, if any.
 */
export function loadCliEnvFiles(env: NodeJS.ProcessEnv, root: string | undefined): string | undefined {
  if (!root) {
    return undefined;
  }
  const local = join(root, LOCAL_FILE);
  const file = existsSync(local)
    ? local
    : env.NODE_ENV === 'production'
      ? undefined
      : join(root, EXAMPLE_FILE);
  if (!file) {
    return undefined;
  }
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined) {
      env[name] = value;
    }
  }
  return file;
}
