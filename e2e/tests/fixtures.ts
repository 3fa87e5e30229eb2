import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base, type Frame, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page against WCAG 2.x A and AA (2.2 included) and returns the violations, once the page has
 * loaded, the app's loading screen has gone and the finite animations have ended: a panel or dialog fading in has a
 * contrast below its own while it does, which axe reported on a busy machine. The loading screen (spec 2.3) starts its
 * fade a second after the page has loaded, so no animation may be running yet when axe starts; its half-faded cover
 * then lowered a heading's contrast under it (a CI run on 28.11.2026). The load comes first: a test's check (a heading
 * visible) can run on a page just navigated to before its stylesheet is in, its elements styled without it, and the
 * stylesheet's arrival then starts the colour transitions of every link at once (a player never sees this: the page
 * paints only with its stylesheet). axe goes in by evaluation, not as a script element: the page's
 * Content-Security-Policy would refuse an inline script.
 */
async function axeViolations(page: Page | Frame): Promise<AxeViolation[]> {
  await page.waitForLoadState('load');
  await expect(page.locator('[data-slot="loading-screen"]')).toHaveCount(0);
  await page.evaluate(() => {
    // Every part rendered, as a player who scrolls to it sees it. `content-visibility: auto` leaves a part below the
    // fold (a rail) unrendered, and a transition started in it before is frozen there, mid-way, its `finished` never
    // resolved (Chromium: a 1 s colour transition still pending and 5 % of the way 3 s after its part was scrolled
    // away): the phone's home page waited on one until the test's time ran out, two journeys at a time, and axe
    // would have read its half-changed colour. A constructed style sheet, which the page's policy allows.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    // The page as it was, for the rest of the journey.
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
}

/**
 * React's hydration errors (production builds name them by number): the page's HTML did not match its first render;
 * and anything the page's Content-Security-Policy refused, which would be a script or a resource the page needs.
 */
const PAGE_ERROR = /Minified React error #(418|419|422|423|425)|Hydration failed|hydrat|Content Security Policy/i;

/** An address of the private 10/8 range for each test, from its id. */
function clientAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
}

export const test = base.extend<{
  /** axe on the page, or on one of its frames (a game's, which the page's own run does not enter). */
  expectAccessible: (target?: Page | Frame) => Promise<void>;
  pageErrors: void;
  /** Whether the site's popups count as seen this session; the popup journey sets it false. */
  popupsSeen: boolean;
  seenPopups: void;
}>({
  // Each test is a player of its own, at an address of its own: the server counts registrations, activations and
  // logins per address (apps/api http/rate-limits.ts), and a whole suite from one address meets those limits as no
  // real player does. The server believes X-Forwarded-For, as behind its TLS proxy (TRUST_PROXY in the config).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress(testInfo.testId) });
  },
  popupsSeen: [true, { option: true }],
  // The site settings' popups show once per browser session, and again after a logout. A journey is a player who has
  // closed them already, as if it came after one: the page's requests for them get the settings with no popup. (Their
  // ids marked seen at each document's start were not enough: a logout clears the mark, and the popup then covered
  // the page the journey went on with, whenever it came before the next step.)
  seenPopups: [
    async ({ page, popupsSeen }, use) => {
      // The app reads only the popups of these settings (features/site-popups/popups-query.ts).
      if (popupsSeen) await page.route(/\/cms\/site-settings\b/, (route) => route.fulfill({ json: { popups: [] } }));
      await use();
      // A request still being answered when the page closes is no error of the test's.
      if (popupsSeen) await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => expect(await axeViolations(target)).toEqual([]));
  },
  // Every test fails on a hydration error or a refusal by the page's policy in any page it opens: the server's HTML
  // must be what the browser renders, and all the page needs must be allowed.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        if (PAGE_ERROR.test(error.message)) errors.push(`${page.url()}: ${error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && PAGE_ERROR.test(message.text()))
          errors.push(`${page.url()}: ${message.text()}`);
      });
      await use();
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
