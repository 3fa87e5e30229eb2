import path from 'node:path';

import type { expect as jestExpect } from '@jest/globals';
import type { Request } from '@playwright/test';
import type { TestRunnerConfig } from '@storybook/test-runner';
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
  // Colour tolerance 0: jest-image-snapshot's default (0.01) let a token moved by one step (#f2c14e to #f2c24e) pass
  // unnoticed. Up to 4 differing pixels pass: under load Chromium drew a focus ring's edge one pixel differently
  // (loginpanel, 1 pixel), while a token or a layout moved by a pixel differs in hundreds. Pixels pixelmatch finds
  // anti-aliased are ignored as well.
  failureThresholdType: 'pixel',
  failureThreshold: 4,
  customDiffConfig: { threshold: 0 },
});

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

interface Traffic {
  pending: Set<Request>;
  since: number;
}

/** Where a page keeps its traffic: on the page itself, which outlives this module (test-environment.js keeps one page
 * for every story file, while this file is loaded again for each), so that its listeners are added once. */
const TRAFFIC = Symbol.for('casino.storybook.traffic');

/** Requests in flight and the time of the last one's start or end, per page (Playwright's own `networkidle` fires
 * once per document and stays fired, so after a viewport change it no longer waits for anything). A new document
 * (the page loaded again for the next story file) ends the requests of the one before, which report no end. */
function traffic(page: Page): Traffic {
  const holder = page as Page & { [TRAFFIC]?: Traffic };
  if (holder[TRAFFIC]) return holder[TRAFFIC];
  const state: Traffic = { pending: new Set(), since: Date.now() };
  holder[TRAFFIC] = state;
  page.on('request', (request) => {
    state.pending.add(request);
    state.since = Date.now();
  });
  const ended = (request: Request) => {
    state.pending.delete(request);
    state.since = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    state.pending.clear();
    state.since = Date.now();
  });
  return state;
}

/** The network has been quiet for 500 ms (a request that never ends, as a stream would, is given up on at 5 s). */
async function networkQuiet(page: Page) {
  const state = traffic(page);
  for (const start = Date.now(); Date.now() - start < 5000;) {
    if (state.pending.size === 0 && Date.now() - state.since >= 500) return;
    await page.waitForTimeout(50);
  }
}

/**
 * A screenshot of the page once it has settled after a viewport change: the network quiet (a page's code or data
 * that the other layout needs), every image in view loaded (a resize can pick another `srcset` candidate), the fonts
 * ready, and two screenshots in a row the same (a popover placed a frame after it renders, say).
 */
async function settledScreenshot(page: Page) {
  await page.waitForLoadState('load');
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 10; attempt++) {
    await networkQuiet(page);
    // A lazy picture outside the viewport (below it, or to the side in a rail's scrolled-out cards) may wait.
    await page.waitForFunction(() =>
      [...document.images].every((image) => {
        const { top, left, right } = image.getBoundingClientRect();
        return image.complete || (image.loading === 'lazy' && (top > innerHeight || left > innerWidth || right < 0));
      }),
    );
    await page.evaluate(() => document.fonts.ready);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    if (previous?.equals(image)) return image;
    previous = image;
  }
  return previous!;
}

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
    traffic(page);
    // The pointer stays where the previous story's play function left it, and would hover whatever lands there.
    if (isAllStates(context.id)) await page.mouse.move(0, 0);
  },
  async postVisit(page, context) {
    // A render, play or axe failure is the real news: don't bury it under a screenshot diff.
    if (context.hasFailure || !isAllStates(context.id)) return;

    // A full-page screenshot takes in what lies below the viewport, which `content-visibility: auto` (the game
    // rails) leaves unpainted until the player scrolls near it: the grid is compared as it shows when scrolled to.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    // Every AllStates grid is compared at each viewport of the toolbar.
    const initialViewport = page.viewportSize();
    // The page is the next story's too: a failed comparison must not leave it at a phone's width (CI once failed
    // the tables and rails of the stories after one screenshot diff, each found at 390 px instead of its own size).
    try {
      for (const [name, { width, height }] of Object.entries(viewports)) {
        await page.setViewportSize({ width, height });
        const image = await settledScreenshot(page);
        // A missing self-hosted font would only show as a puzzling pixel diff: name it instead.
        const interLoaded = await page.evaluate(() =>
          [...document.fonts].some((font) => font.family.includes('Inter Variable') && font.status === 'loaded'),
        );
        expect(interLoaded).toBe(true);
        expect(image).toMatchImageSnapshot({ customSnapshotIdentifier: `${context.id}--${name}` });
      }
    } finally {
      if (initialViewport) await page.setViewportSize(initialViewport);
    }
  },
};

export default config;
