import { readFileSync } from 'node:fs';
import CustomEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

/**
 * The test-runner's environment (a browser context per story file, iframe.html loaded in it), plus a warm-up render
 * for the app's screen stories before the file's tests start.
 *
 * The first story of a file renders in a cold page: MSW's service worker starting, and every module the story
 * imports loaded, parsed and run one lazy chunk after another. For a screen story (the app's router, providers, the
 * page's lazy chunks) that was 3–4 s here, on top of its play function, axe and two screenshots, and on a busy CI
 * machine the first story of Screens/Panel/Marketing went past the runner's 15 s limit. Rendering another story of
 * the same file first, here in the environment's set-up (which has no time limit, as loading iframe.html has none),
 * leaves the first test as warm as every later one: the cold start is no longer counted against any story's limit.
 */

/** The story ids of a test file the runner generated, in order (its `id: "…"` fields). */
const storyIds = (testPath) => [
  ...new Set(Array.from(readFileSync(testPath, 'utf8').matchAll(/\bid: "([^"]+)"/g), (match) => match[1])),
];

/** Renders a story and waits until it has finished (its play function too), failed, or 20 s have passed. */
const render = (page, storyId) =>
  page
    .evaluate(
      (storyId) =>
        new Promise((resolve) => {
          const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
          const ends = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];
          const done = () => {
            for (const end of ends) channel.off(end, done);
            resolve();
          };
          for (const end of ends) channel.on(end, done);
          setTimeout(done, 20_000);
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      storyId,
    )
    // Only a warm-up: the story's own test reports what went wrong.
    .catch(() => {});

export default class WarmScreensEnvironment extends CustomEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async setup() {
    await super.setup();
    // The second story, so that the first one's test still renders it from the start.
    const [first, second] = storyIds(this.testPath);
    if (first?.startsWith('screens-') && second) await render(this.global.page, second);
  }
}
