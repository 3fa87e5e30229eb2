import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner (`test-storybook --eject`).
const testRunnerConfig = getJestConfig();

/** The test-runner ignores browser environment variables, so the system Chromium is set here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  // Index-json mode sets its own temporary root. Otherwise scan only the folders that hold stories (the globs of
  // .storybook/main.ts): a second copy of the repo anywhere under a root gives jest duplicate modules and 0 tests.
  roots: testRunnerConfig.roots ?? ['<rootDir>/packages/ui/src', '<rootDir>/apps/casino/src'],
  // One file at a time. On 2 cores a second worker gained 9 % (the 15 panel files: 191 s in turn, 175 s two at a
  // time), while every story ran about twice as slow, closer to its 15 s limit.
  maxWorkers: 1,
  // Screen story files render a story before their tests start (.storybook/test-environment.js).
  testEnvironment: '<rootDir>/.storybook/test-environment.js',
  // The runner's own first set-up file loads the whole runner again for each file; ours installs the same hooks.
  setupFilesAfterEnv: [
    '<rootDir>/.storybook/test-setup.js',
    ...testRunnerConfig.setupFilesAfterEnv.filter((file) => !file.endsWith('/playwright/jest-setup.js')),
  ],
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromium,
    },
  },
};
