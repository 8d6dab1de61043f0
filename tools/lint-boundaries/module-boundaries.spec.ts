import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * `@nx/enforce-module-boundaries` reads Nx's cached project graph; on a clean clone there is none, and the rule
 * skips itself with a warning and lets every import through. Each test here starts from an empty Nx data directory
 * (a clean clone's state) and lints in-memory files: wrong imports must fail, whether lint starts from
 * `npm run lint` (which computes a fresh graph first) or from plain eslint (whose config computes a missing one).
 */
jest.setTimeout(120_000);

const root = resolve(__dirname, '../..');
const BOUNDARY_ERRORS = {
  relative: 'Projects cannot be imported by a relative or absolute path, and must begin with a npm scope',
  app: 'Imports of apps are forbidden',
};

interface ProbeFile {
  /** Where the file claims to be (an existing file, so type-aware linting finds its tsconfig). */
  filePath: string;
  code: string;
}

function nxEnv(dataDirectory: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    NX_WORKSPACE_DATA_DIRECTORY: dataDirectory,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
  };
}

/** The commands `npm run lint` runs before eslint: what computes the project graph. */
async function lintScriptGraphStep(): Promise<string> {
  const lint: string = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).scripts.lint;
  const eslintAt = lint.search(/(^|&&\s*)eslint\b/);
  expect(eslintAt).toBeGreaterThan(0);
  return lint.slice(0, eslintAt).replace(/&&\s*$/, '');
}

interface LintOutcome {
  /** The boundary rule's messages (and any parse failure), per file. */
  messages: string[][];
  /** Everything else the run printed (Nx's warnings). */
  log: string;
}

const RESULT_MARK = 'lint-texts: ';

/** Lints the files in a fresh process whose Nx data directory is the one given. */
function lintTexts(files: ProbeFile[], dataDirectory: string): Promise<LintOutcome> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(__dirname, 'lint-texts.mjs')], {
      cwd: root,
      env: nxEnv(dataDirectory),
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      const at = out.lastIndexOf(RESULT_MARK);
      if (code !== 0 || at < 0) {
        fail(new Error(`lint-texts exited ${code}: ${out}`));
        return;
      }
      const result = out.slice(at + RESULT_MARK.length).split('\n')[0] ?? '[]';
      done({ messages: JSON.parse(result) as string[][], log: out.slice(0, at) });
    });
    child.stdin.end(JSON.stringify(files));
  });
}

const probes: ProbeFile[] = [
  {
    filePath: 'apps/gateway/src/main.ts',
    code: "import { AppModule } from '../../registration-service/src/app.module';\nexport const probe = AppModule;\n",
  },
  {
    filePath: 'apps/gateway/src/main.ts',
    code: "import { AppModule } from '@eventdesk/registration-service/src/app.module';\nexport const probe = AppModule;\n",
  },
  {
    filePath: 'apps/gateway-e2e/src/support/stack.ts',
    code: "import { Clock } from '@eventdesk/server-kit';\nexport const probe = Clock;\n",
  },
  {
    filePath: 'apps/web/src/main.tsx',
    code: "import { Clock } from '@eventdesk/server-kit';\nexport const probe = Clock;\n",
  },
  // The web app's one-way flow: a feature never imports another feature; shared code never imports a feature.
  {
    filePath: 'apps/web/src/features/admin-dashboard/routes/admin-dashboard-route.tsx',
    code: "import { MetaLeadsRoute } from '@/features/meta-leads/routes/meta-leads-route';\nexport const probe = MetaLeadsRoute;\n",
  },
  {
    filePath: 'apps/web/src/components/layouts/staff-shell.tsx',
    code: "import { AdminLoginRoute } from '@/features/admin-auth/routes/admin-login-route';\nexport const probe = AdminLoginRoute;\n",
  },
  {
    filePath: 'apps/web/src/features/meta-leads/routes/meta-leads-route.tsx',
    code: "import { PhoneCell } from '@/features/meta-leads/components/lead-cells';\nexport const probe = PhoneCell;\n",
  },
  // An app calls an RPC through its contract, never by a bare pattern.
  {
    filePath: 'apps/gateway/src/main.ts',
    code: "import { RpcClient } from '@eventdesk/server-kit';\nexport const probe = (rpc: RpcClient) => rpc.request('registration.seats', {});\n",
  },
  {
    filePath: 'apps/system-tests/src/support/seats-left.ts',
    code: "import { AppModule } from '@eventdesk/registration-service/src/app.module';\nexport const probe = AppModule;\n",
  },
  // Two files importing each other (CYCLE_PARTNER imports lead-cells on disk), through the `@/` alias.
  {
    filePath: 'apps/web/src/features/meta-leads/components/lead-cells.tsx',
    code: "import { LeadDetails } from '@/features/meta-leads/components/lead-details';\nexport const probe = LeadDetails;\n",
  },
  // A hook called conditionally.
  {
    filePath: 'apps/web/src/components/layouts/mobile-menu.tsx',
    code: "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) {\n    useState(0);\n  }\n  return null;\n}\n",
  },
  // A click handler on a div, which the keyboard cannot reach; a button can.
  {
    filePath: 'apps/web/src/components/layouts/mobile-menu.tsx',
    code: 'export const Probe = ({ go }: { go: () => void }) => <div onClick={go}>Go</div>;\n',
  },
  {
    filePath: 'apps/web/src/components/layouts/mobile-menu.tsx',
    code: 'export const Probe = ({ go }: { go: () => void }) => (\n  <button type="button" onClick={go}>\n    Go\n  </button>\n);\n',
  },
];
/** The file the cycle probe imports: it must import lead-cells for the probe to close a cycle. */
const CYCLE_PARTNER = 'apps/web/src/features/meta-leads/components/lead-details.tsx';
const expectedMessages = [
  [BOUNDARY_ERRORS.relative],
  [BOUNDARY_ERRORS.app],
  [expect.stringMatching(/^A project tagged with "type:e2e" can only depend on libs tagged with/)],
  [expect.stringMatching(/^A project tagged with "scope:web" can only depend on libs tagged with/)],
  [expect.stringMatching(/A feature never imports another feature or the app/)],
  [expect.stringMatching(/Shared web code never imports a feature or the app/)],
  // Within its own feature, anything goes.
  [],
  [expect.stringMatching(/^Call an RPC through its contract/)],
  // The system tests may compose apps.
  [],
  [expect.stringMatching(/^Dependency cycle detected/)],
  [expect.stringMatching(/^React Hook "useState" is called conditionally/)],
  [
    expect.stringMatching(/^Visible, non-interactive elements with click handlers must have/),
    expect.stringMatching(/^Avoid non-native interactive elements/),
  ],
  [],
];

describe('module boundaries on a clean clone', () => {
  beforeAll(async () => {
    expect(await readFile(join(root, CYCLE_PARTNER), 'utf8')).toContain(
      "from '@/features/meta-leads/components/lead-cells'",
    );
  });

  let dataDirectory: string;
  beforeEach(async () => {
    dataDirectory = await mkdtemp(join(tmpdir(), 'eventdesk-nx-data-'));
  });
  afterEach(async () => {
    await rm(dataDirectory, { recursive: true, force: true });
  });

  it('npm run lint computes the project graph, then wrong imports fail', async () => {
    await promisify(execFile)('sh', ['-c', await lintScriptGraphStep()], {
      cwd: root,
      env: nxEnv(dataDirectory),
    });
    await expect(readdir(dataDirectory)).resolves.toContain('project-graph.json');
    const outcome = await lintTexts(probes, dataDirectory);
    expect(outcome.messages).toEqual(expectedMessages);
  });

  it('plain eslint computes a missing project graph instead of skipping the rule', async () => {
    const outcome = await lintTexts(probes, dataDirectory);
    expect(outcome.log).not.toContain('No cached ProjectGraph is available');
    expect(outcome.messages).toEqual(expectedMessages);
  });
});
