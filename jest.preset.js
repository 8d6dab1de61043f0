// Shared by every jest project: SWC with decorator metadata (Nest DI and MikroORM need it) and the path aliases.
const { resolve } = require('node:path');

const root = __dirname;

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
  moduleNameMapper: {
    '^@eventdesk/contracts$': resolve(root, 'libs/contracts/src/index.ts'),
    '^@eventdesk/contracts/(.*)$': resolve(root, 'libs/contracts/src/$1/index.ts'),
    '^@eventdesk/server-kit$': resolve(root, 'libs/server-kit/src/index.ts'),
    '^@eventdesk/testing$': resolve(root, 'libs/testing/src/index.ts'),
    '^@eventdesk/stand-ins$': resolve(root, 'tools/stand-ins/index.ts'),
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
