// Unit (*.spec.ts) and integration (*.int-spec.ts) tests of every lib and service, against the machine's real
// PostgreSQL and Redis. The end-to-end suite (real processes) has its own config: apps/gateway-e2e/jest.config.js.
const preset = require('./jest.preset');

const project = (displayName, roots) => ({
  ...preset,
  displayName,
  rootDir: __dirname,
  roots: roots.map((r) => `<rootDir>/${r}`),
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
});

module.exports = {
  projects: [
    project('contracts', ['libs/contracts']),
    project('server-kit', ['libs/server-kit']),
    project('gateway', ['apps/gateway']),
    // The gateway and registration-service (and payment-service) in one process over a private NATS.
    project('system-tests', ['apps/system-tests']),
    project('registration-service', ['apps/registration-service']),
    project('payment-service', ['apps/payment-service']),
    project('attendance-service', ['apps/attendance-service']),
    project('leads-service', ['apps/leads-service']),
    project('notification-service', ['apps/notification-service']),
    project('deploy-check', ['tools/deploy-check']),
    project('supervisor', ['tools/supervisor']),
    project('stand-ins', ['tools/stand-ins']),
    project('testing', ['libs/testing']),
    project('workspace-config', ['tools/lint-boundaries', 'tools/path-aliases']),
  ],
};
