import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Two files at a time (vitest's default on 2 cores is one): a file spends a second or two starting jsdom and
    // loading the app before its tests, and two at a time kept both cores busy. 258 -> 174 s for the 55 files.
    maxWorkers: 2,
    // A worker's files share its process, each with fresh app modules (test/setup.ts): a file spent about 0.6 s
    // loading React, Radix, i18next and the rest before its first test. 113 -> 47 s for the 56 files (510 tests),
    // 69 s with the other core kept busy.
    isolate: false,
  },
});
