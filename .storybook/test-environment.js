import { readFileSync } from 'node:fs';
import NodeEnvironment from 'jest-environment-node';
import { chromium } from '@playwright/test';
import { setupPage } from '@storybook/test-runner';

/**
 * The test-runner's environment with one browser page per jest worker, kept from one story file to the next.
 *
 * The test-runner's own environment launches a Chromium for every story file, opens a new context (an empty cache)
 * and loads iframe.html in it, and closes the browser after the file: about 3 s a file before the first story, 141
 * times. Here the worker launches its browser once, sets up one page (iframe.html, the runner's script), and every
 * file's stories render in it as Storybook's own UI switches stories, the modules loaded by earlier files warm.
 * Each story renders from the start (its loaders, MSW handlers and play function), as it does between two stories of
 * one file.
 *
 * A screen story file also renders its second story before its tests start: the first story of a file whose page
 * code is not yet loaded (the app's router, providers, the page's lazy chunks) took 3–4 s here, and on a busy CI
 * machine it went past the runner's 15 s limit. The warm-up is done in the environment's set-up, which has no limit.
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

/** This worker's browser, its context and the page every story file renders in. */
let shared;

/**
 * The browser is closed once no file has started for a while after the last one ended: an open browser would keep
 * jest's process from exiting, and the environment cannot know which file is the last.
 */
const IDLE_CLOSE_MS = 2000;
let closing;

/**
 * MSW starts by asking the browser to update the registration it finds, without waiting for the answer or catching its
 * failure; on a page loaded again, that update failed now and then ("Failed to update a ServiceWorker … Not found"),
 * and the unhandled rejection failed whichever story was playing. A registration's update never fails a story here:
 * MSW goes on with the worker it has either way.
 */
function quietWorkerUpdates() {
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function () {
    return update.call(this).catch(() => this);
  };
}

/**
 * The page for the next story file: the first time, the runner's own set-up (iframe.html, the runner's functions and
 * script); after that, the same page with the cookies and storage cleared and iframe.html loaded again, so that each
 * file starts from a fresh document as in a new browser, with the HTTP cache warm. The functions the runner exposes
 * stay through navigations (exposing them twice is an error), so only its page load and script are done again.
 * What a new browser context would not have is cleared first: cookies and storage. The Mock Service Worker stays
 * registered, as it would in a browser reloading the page.
 */
async function pageForNextFile(launchOptions) {
  if (!shared) {
    const browser = await chromium.launch(launchOptions);
    const context = await browser.newContext();
    await context.addInitScript(quietWorkerUpdates);
    const page = await context.newPage();
    await setupPage(page, context);
    shared = { browser, context, page };
    return shared;
  }
  const { context, page } = shared;
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  const exposed = new Proxy(page, {
    get(target, key) {
      if (key === 'exposeBinding') return async () => {};
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await setupPage(exposed, context);
  return shared;
}

export default class SharedPageEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
    this.launchOptions = config.projectConfig.testEnvironmentOptions['jest-playwright'].launchOptions;
  }

  async setup() {
    await super.setup();
    clearTimeout(closing);
    const { browser, context, page } = await pageForNextFile(this.launchOptions);
    Object.assign(this.global, { browserName: 'chromium', browser, context, page });
    // The runner's set-up functions, which .storybook/test-setup.js does not load into every file again.
    this.global.__sbSetupPage = setupPage;
    this.global.jestPlaywright = {
      // A test calls it, and then __sbSetupPage, when a navigation destroyed the story's page.
      resetPage: async () => {
        await shared.page.close();
        shared.page = await context.newPage();
        this.global.page = shared.page;
      },
    };
    // The second story, so that the first one's test still renders it from the start.
    const [first, second] = storyIds(this.testPath);
    if (first?.startsWith('screens-') && second) await render(this.global.page, second);
  }

  async teardown() {
    closing = setTimeout(() => {
      const { browser } = shared;
      shared = undefined;
      browser.close();
    }, IDLE_CLOSE_MS);
    await super.teardown();
  }
}
