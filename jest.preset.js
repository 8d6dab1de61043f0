// Shared by every jest project: SWC with decorator metadata (Nest DI and MikroORM need it) and the path aliases
// (tsconfig.base.json `paths`).
const { aliasPatterns } = require('./tools/path-aliases/path-aliases.cjs');

module.exports = {
  testEnvironment: 'node',
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
