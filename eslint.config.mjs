import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import nx from '@nx/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
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

// React's rules of hooks, plus those checks of the React Compiler's preset that catch bugs in plain React: refs
// read during render, state set during render or synchronously in an effect (a render of stale state first),
// impure or mutating render code, components created during render (their state resets every render), try/catch
// around JSX. Left out, since the app does not run the compiler: incompatible-library,
// preserve-manual-memoization, unsupported-syntax, config and gating (what the compiler can optimise).
const webHookRules = Object.fromEntries(
  [
    'rules-of-hooks',
    'exhaustive-deps',
    'refs',
    'set-state-in-render',
    'set-state-in-effect',
    'purity',
    'globals',
    'immutability',
    'static-components',
    'error-boundaries',
    'use-memo',
  ].map((rule) => [`react-hooks/${rule}`, 'error']),
);

// Import cycles: a module evaluated before its dependency sees it half-initialised (undefined at import
// time). `import type` is erased, so type-only cycles are allowed. Aliases resolve through the tsconfig
// `paths` of each side: the web app's (its `@/`) and the back end's.
const importCycleChecks = (files, project) => ({
  files,
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: resolve(import.meta.dirname, project) }),
    ],
  },
  // A cycle cannot pass through an installed package: not parsing them keeps the check fast.
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
});

const serverFiles = [
  'apps/gateway/**/*.ts',
  'apps/gateway-e2e/**/*.ts',
  'apps/system-tests/**/*.ts',
  'apps/*-service/**/*.ts',
  'libs/**/*.ts',
];

// One typed contract per call (CONTRIBUTING.md "An RPC"): apps call rpc.call(contract, data), never a bare pattern.
const bareRpcCalls = [
  {
    selector: "CallExpression[callee.property.name='request'][callee.object.property.name='rpc']",
    message: 'Call an RPC through its contract: this.rpc.call(<area>Rpcs.<name>, data) (libs/contracts).',
  },
  {
    selector: "CallExpression[callee.property.name='request'][callee.object.name='rpc']",
    message: 'Call an RPC through its contract: rpc.call(<area>Rpcs.<name>, data) (libs/contracts).',
  },
];
// One repository style (CONTRIBUTING.md "A query"): every statement a feature runs lives in its *.repository.ts.
// Services, handlers, consumers and jobs may open a transaction (em.transactional, em.fork) and hand the
// EntityManager to a repository function, never query through it themselves.
const entityManagerNames = '/^(em|tx|trx|manager)$/';
const allowedOutsideRepositories = '/^(transactional|fork)$/';
const repositoryMessage =
  'Queries live in the feature\'s *.repository.ts: call a repository function with this EntityManager (CONTRIBUTING.md "A query").';
const queriesOutsideRepositories = [
  {
    selector: `CallExpression[callee.object.name=${entityManagerNames}]:not([callee.property.name=${allowedOutsideRepositories}])`,
    message: repositoryMessage,
  },
  {
    selector: `CallExpression[callee.object.type='MemberExpression'][callee.object.property.name=${entityManagerNames}]:not([callee.property.name=${allowedOutsideRepositories}])`,
    message: repositoryMessage,
  },
  {
    // em.getConnection().execute(...), em.createQueryBuilder(...).where(...): a chain that starts at an EntityManager.
    selector: `MemberExpression[object.type='CallExpression'][object.callee.object.name=${entityManagerNames}]`,
    message: repositoryMessage,
  },
  {
    // this.em.fork().find(...): a query on a forked EntityManager (opening a transaction on it is fine).
    selector: `MemberExpression[object.type='CallExpression'][object.callee.property.name='fork']:not([property.name='transactional'])`,
    message: repositoryMessage,
  },
];
const serverAppFiles = ['apps/gateway/src/**/*.ts', 'apps/*-service/src/**/*.ts'];
const repositoryFiles = ['apps/gateway/src/**/*.repository.ts', 'apps/*-service/src/**/*.repository.ts'];
const serverAppTests = ['**/*.spec.ts', '**/*.int-spec.ts', '**/migrations/**', '**/*.test-kit.ts'];

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
  { files: [`${webSource}/**/*.{ts,tsx}`], ...jsxA11y.flatConfigs.recommended },
  {
    files: [`${webSource}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: webHookRules,
  },
  importCycleChecks([`${webSource}/**/*.{ts,tsx}`], 'apps/web/tsconfig.json'),
  {
    ...importCycleChecks(['apps/*/src/**/*.ts', 'libs/*/src/**/*.ts'], 'tsconfig.json'),
    ignores: ['apps/web/**'],
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
    files: serverAppFiles,
    ignores: [...serverAppTests, ...repositoryFiles],
    rules: { 'no-restricted-syntax': ['error', ...bareRpcCalls, ...queriesOutsideRepositories] },
  },
  {
    files: repositoryFiles,
    ignores: serverAppTests,
    rules: { 'no-restricted-syntax': ['error', ...bareRpcCalls] },
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
