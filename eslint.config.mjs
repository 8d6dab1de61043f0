import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const serverFiles = [
  'apps/gateway/**/*.ts',
  'apps/gateway-e2e/**/*.ts',
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
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
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
          ],
        },
      ],
    },
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
    files: [
      '**/config/env.ts',
      'libs/server-kit/src/config/load-env.ts',
      '**/cli/**',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/test/**',
      'libs/server-kit/src/logging/**',
      'apps/gateway-e2e/**',
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
