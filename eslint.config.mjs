import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

// `@nx/enforce-module-boundaries` reads Nx's cached project graph; without one (a clean clone) it skips itself and
// lets every import through. `npm run lint` computes a fresh graph first; plain `eslint` (an editor, one file)
// computes one here when none is cached. tools/lint-boundaries proves both from a clean clone's state.
const nxDataDirectory = resolve(
  import.meta.dirname,
  process.env.NX_WORKSPACE_DATA_DIRECTORY ??
    process.env.NX_PROJECT_GRAPH_CACHE_DIRECTORY ??
    '.nx/workspace-data',
);
if (!existsSync(resolve(nxDataDirectory, 'project-graph.json'))) {
  execFileSync(resolve(import.meta.dirname, 'node_modules/.bin/nx'), ['show', 'projects'], {
    cwd: import.meta.dirname,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    stdio: 'ignore',
  });
}

// Which project may import which, by tag (each project.json has its tags).
const depConstraints = [
  {
    sourceTag: 'type:contracts',
    onlyDependOnLibsWithTags: [],
    bannedExternalImports: ['@nestjs/*', '@mikro-orm/*', 'react', 'react-dom', 'bullmq'],
  },
  {
    sourceTag: 'type:server-lib',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib', 'type:testing'],
  },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
  // The process supervisor of `npm start` stands alone: it must run when every app is broken.
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
  // Black-box tests: the wire shapes and the test helpers, never a service's code.
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
  { sourceTag: 'type:web-lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:web-lib'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts', 'type:web-lib'] },
  {
    sourceTag: 'scope:gateway',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib', 'type:testing'],
    notDependOnLibsWithTags: ['type:web-lib'],
  },
  {
    sourceTag: 'scope:service',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib', 'type:testing'],
    notDependOnLibsWithTags: ['type:web-lib'],
  },
  // Tests that compose apps in one process (gateway + registration-service over a private NATS) and checks of every
  // app's configuration (tools/deploy-check): they may import apps' code, through the app aliases allowed below.
  // No other tag lists type:system-test, so nothing may depend on them.
  {
    sourceTag: 'type:system-test',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib', 'type:testing', 'type:app'],
  },
];

/** `allow`: import paths the rule does not check at all (Nx forbids importing an application otherwise). */
const moduleBoundaries = (allow) => ['error', { allow, depConstraints }];

// The only projects that may import apps' code: `@eventdesk/<app>/...` (tsconfig.base.json paths); the deploy checks
// also read the deploy/ files they check.
const appComposingFiles = ['apps/system-tests/**/*.ts', 'tools/deploy-check/**/*.ts'];
const appComposingImports = ['^@eventdesk/(gateway|[a-z]+-service)/', '^(\\.\\./)+deploy/'];
// Vite's configuration runs in Node at build time, not in the browser: it reads the aliases from tsconfig.
const webBuildFiles = ['apps/web/vite.config.ts', 'apps/web/vitest.config.ts'];
const webBuildImports = ['/tools/path-aliases/path-aliases\\.cjs$'];

// The web app's one-way flow (bulletproof-react): shared code (components, lib, config, i18n) → features → app.
// Shared code never imports a feature or the app; a feature never imports another feature (what two features need
// moves into shared code) nor the app; the app, prerendering, test utilities and tests (which render through the app)
// may import anything.
const webSource = 'apps/web/src';
const webFeatures = readdirSync(resolve(import.meta.dirname, webSource, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webTests = ['**/*.test.{ts,tsx}'];
const restrictedWebImports = (group, message) => ['error', { patterns: [{ group, message }] }];
const webZones = [
  {
    files: ['components', 'lib', 'config', 'i18n'].map((folder) => `${webSource}/${folder}/**/*.{ts,tsx}`),
    ignores: webTests,
    rules: {
      'no-restricted-imports': restrictedWebImports(
        ['@/features/*', '@/app/*'],
        'Shared web code never imports a feature or the app: move what both need into components/ or lib/.',
      ),
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`${webSource}/features/${feature}/**/*.{ts,tsx}`],
    ignores: webTests,
    rules: {
      'no-restricted-imports': restrictedWebImports(
        ['@/features/*', `!@/features/${feature}`, '@/app/*'],
        `A feature never imports another feature or the app: move what '${feature}' shares into components/ or lib/.`,
      ),
    },
  })),
];

const serverFiles = [
  'apps/gateway/**/*.ts',
  'apps/gateway-e2e/**/*.ts',
  'apps/system-tests/**/*.ts',
  'apps/*-service/**/*.ts',
  'libs/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'artifacts/**',
      'coverage/**',
      '.nx/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      eqeqeq: ['error', 'smart'],
      curly: ['error', 'all'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@nx/enforce-module-boundaries': moduleBoundaries([]),
    },
  },
  {
    files: appComposingFiles,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(appComposingImports) },
  },
  {
    files: webBuildFiles,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(webBuildImports) },
  },
  ...webZones,
  {
    files: [`${webSource}/**/*.{ts,tsx}`],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }] },
  },
  {
    files: serverFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Configuration is parsed once, at boot, by each app's config/env.ts.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config/env.ts.' },
      ],
    },
  },
  {
    // One typed contract per call (CONTRIBUTING.md "An RPC"): apps call rpc.call(contract, data), never a bare pattern.
    files: ['apps/gateway/src/**/*.ts', 'apps/*-service/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='request'][callee.object.property.name='rpc']",
          message:
            'Call an RPC through its contract: this.rpc.call(<area>Rpcs.<name>, data) (libs/contracts).',
        },
        {
          selector: "CallExpression[callee.property.name='request'][callee.object.name='rpc']",
          message: 'Call an RPC through its contract: rpc.call(<area>Rpcs.<name>, data) (libs/contracts).',
        },
      ],
    },
  },
  {
    files: [
      '**/config/env.ts',
      'libs/server-kit/src/config/load-env.ts',
      '**/cli/**',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/test/**',
      'libs/server-kit/src/logging/**',
      'apps/gateway-e2e/**',
      'apps/system-tests/**',
      'libs/testing/**',
      'tools/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
