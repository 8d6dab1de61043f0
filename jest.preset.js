// Shared by every jest project: SWC with decorator metadata (Nest DI and MikroORM need it), the path aliases
// (tsconfig.base.json `paths`), and quiet framework logs (printed only for a failing test; TEST_LOGS=1 prints all).
const { join } = require('node:path');
const { aliasPatterns } = require('./tools/path-aliases/path-aliases.cjs');

module.exports = {
  testEnvironment: join(__dirname, 'libs/testing/src/quiet-logs.environment.ts'),
  setupFiles: [join(__dirname, 'libs/testing/src/quiet-logs.setup.ts')],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2023',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: Object.fromEntries(
    aliasPatterns().map(({ find, replacement }) => [find.source, replacement]),
  ),
  moduleFileExtensions: ['ts', 'js', 'json'],
};
