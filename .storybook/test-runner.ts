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
  // One differing pixel fails. Colour tolerance 0: jest-image-snapshot's default (0.01) let a token moved by one
  // step (#f2c14e to #f2c24e) pass unnoticed. Pixels pixelmatch finds anti-aliased are still ignored.
  failureThreshold: 0,
  customDiffConfig: { threshold: 0 },
});

/** The stories whose screenshots are compared with baselines. */
const isAllStates = (id: string) => id.endsWith('--all-states');

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // Every story renders with reduced motion (every duration 0 ms). In AllStates grids no animation moves a part
    // onto its own compositor layer (with motion, rounded edges came out a few pixels different from run to run),
    // and a play function never meets a part in the first frame of its fade-in: at opacity 0 it is not visible,
    // which on a busy machine lasted until the assertion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The pointer stays where the previous story's play function left it, and would hover whatever lands there.
    if (isAllStates(context.id)) await page.mouse.move(0, 0);
  },
  async postVisit(page, context) {
    // A render, play or axe failure is the real news: don't bury it under a screenshot diff.
    if (context.hasFailure || !isAllStates(context.id)) return;

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
