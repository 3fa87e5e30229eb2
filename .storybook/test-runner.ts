import path from 'node:path';

import type { expect as jestExpect } from '@jest/globals';
import { waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import jestImageSnapshot, { type MatchImageSnapshotOptions } from 'jest-image-snapshot';

import { viewports } from './viewports';

// This file is also loaded outside jest, where @jest/globals throws: use jest's global `expect` (CommonJS
// jest-image-snapshot likewise only has a default export under Node's ESM loader).
declare const expect: typeof jestExpect;

declare module 'expect' {
  // Merging with expect's own Matchers needs its exact type parameters, T included.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface Matchers<R extends void | Promise<void>, T = unknown> {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): R;
  }
}

const toMatchImageSnapshot = jestImageSnapshot.configureToMatchImageSnapshot({
  customSnapshotsDir: path.join(process.cwd(), '.storybook', '__image_snapshots__'),
  // Any pixel past pixelmatch's colour tolerance fails; a 1-pixel focus-ring blur stays within it.
  failureThreshold: 0,
});

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async postVisit(page, context) {
    // A render, play or axe failure is the real news: don't bury it under a screenshot diff.
    if (context.hasFailure || !context.id.endsWith('--all-states')) return;

    // Every AllStates grid is compared at each viewport of the toolbar.
    const initialViewport = page.viewportSize();
    for (const [name, { width, height }] of Object.entries(viewports)) {
      await page.setViewportSize({ width, height });
      await waitForPageReady(page); // load, network idle and document.fonts.ready
      // A missing self-hosted font would only show as a puzzling pixel diff: name it instead.
      const interLoaded = await page.evaluate(() =>
        [...document.fonts].some((font) => font.family.includes('Inter Variable') && font.status === 'loaded'),
      );
      expect(interLoaded).toBe(true);
      const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      expect(image).toMatchImageSnapshot({ customSnapshotIdentifier: `${context.id}--${name}` });
    }
    if (initialViewport) await page.setViewportSize(initialViewport);
  },
};

export default config;
