// Black-box tests: the built apps (dist/) run as real processes against private NATS and Redis servers and an
// e2e database; browser journeys drive Debian chromium. Run after `npm run build`.
const { resolve } = require('node:path');
const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  displayName: 'e2e',
  rootDir: resolve(__dirname, '../..'),
  roots: ['<rootDir>/apps/gateway-e2e/src'],
  testMatch: ['**/*.e2e-spec.ts'],
  testTimeout: 60_000,
};
