// Runs only the fixture below, with the shared preset (quiet framework logs): quiet-logs.spec.ts starts it.
const preset = require('../../../../jest.preset');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['**/*.fixture.ts'],
};
