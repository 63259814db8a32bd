// Browser tests: the real stack (built apps + API + embedded PostgreSQL) driven in Debian's Chromium.
const preset = require('./jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'e2e',
  testMatch: ['<rootDir>/apps/e2e/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/apps/e2e/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/apps/e2e/src/support/global-teardown.ts',
  testTimeout: 90000,
  maxWorkers: 1,
};
