// `npm test` runs every project; `--selectProjects` picks one (unit, integration, player, admin).
const preset = require('./jest.preset.js');

module.exports = {
  // One worker process (Jest's default on two cores), recycled after any test file that leaves it above this much
  // memory: in one long-lived process the module registries of ~260 suites grew past Node's heap limit (an
  // out-of-memory abort after every test had passed, and minutes of garbage collection before it).
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...preset,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/apps/api/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
    },
    {
      ...preset,
      displayName: 'integration',
      testMatch: ['<rootDir>/libs/**/*.int-spec.ts', '<rootDir>/apps/api/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/jest-global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/jest-global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest-integration-setup.ts'],
    },
    {
      ...preset,
      displayName: 'player',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/player/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/apps/player/src/testing/setup-tests.ts'],
      moduleNameMapper: {
        ...preset.moduleNameMapper,
        '^(.*)/config/env$': '<rootDir>/apps/player/src/testing/env.mock.ts',
        '\\.(css|svg|png|jpg|webp|mp3)$': 'identity-obj-proxy',
      },
    },
    {
      ...preset,
      displayName: 'admin',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/admin/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/apps/admin/src/testing/setup-tests.ts'],
      moduleNameMapper: {
        ...preset.moduleNameMapper,
        '^(.*)/config/env$': '<rootDir>/apps/admin/src/testing/env.mock.ts',
        '\\.(css|svg|png|jpg|webp|mp3)$': 'identity-obj-proxy',
      },
    },
  ],
};
