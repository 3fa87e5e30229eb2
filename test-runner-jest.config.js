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
  // Two files at a time, each worker with its browser and one page (.storybook/test-environment.js). A story mostly
  // waits (renders, the network going quiet before a screenshot): one worker kept the 2 cores 23 % busy. The whole
  // suite took 616 s with one worker and 412 s with two; its slowest story 5.6 s and 5.7 s (the runner's limit is
  // 15 s). With a browser launched per file, a second worker had gained 9 %.
  maxWorkers: 2,
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
