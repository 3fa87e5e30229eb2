import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAndOpen, makePlayer } from './support';

// The built-in slot follows the UKGC's online slot design rules (apps/api/README.md, "The demo slot's design rules"):
// the net position and the time played always in view, one press for one round, a real-money cycle of at least
// 2.5 s with the spin button unavailable meanwhile, and no celebration of a return that is no more than the stake.

// A registration, a deposit and rounds of 2.5 s each, until one of them is lost: three times the default time.
test.slow();

/** The shortest real-money cycle (packages/flows SLOT_MIN_CYCLE_MS, which the page reads from its data-min-cycle-ms). */
const MIN_CYCLE_MS = 2500;
/** Rounds played at most until one is lost; about three in four are, so the twelfth is reached once in ten million. */
const MOST_ROUNDS = 12;

/** Each language's home page and the slot's own words (apps/api demo-game/texts.ts). */
const languages = {
  fi: { home: '/', spin: 'Pyöräytä', net: 'Nettotulos', time: 'Peliaika', noWin: 'Ei voittoa tällä kertaa' },
  en: { home: '/en', spin: 'Spin', net: 'Net position', time: 'Time played', noWin: 'No win this time' },
  et: { home: '/et', spin: 'Keeruta', net: 'Netotulemus', time: 'Mänguaeg', noWin: 'Seekord võitu ei tulnud' },
} as const;

const signed = (locale: string, eur: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }).format(
    eur === 0 ? 0 : eur,
  );
const cents = (eur: number) => Math.round(eur * 100) / 100;

interface Round {
  bet: number;
  win: number;
}

/** The slot's frame, once its page has loaded. */
async function slotFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/game-launch/'))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes('/game-launch/'))!;
  await frame.waitForLoadState('load');
  return frame;
}

/** Whether the result is celebrated: the reels glowing, the win's amount popping or its meter lit. */
const celebrating = (frame: Frame) =>
  frame.evaluate(
    () =>
      [...document.querySelectorAll('.reel'), document.getElementById('win')!].some(
        (element) => element.getAnimations().length > 0,
      ) || getComputedStyle(document.getElementById('meter')!).boxShadow !== 'none',
  );

for (const [locale, words] of Object.entries(languages) as [
  keyof typeof languages,
  (typeof languages)[keyof typeof languages],
][])
  test(`a real-money round of the slot in ${locale}: the net position and the time in view, a cycle of 2.5 s, one press one round`, async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const player = await makePlayer(page.request, { deposit: 50, language: locale });
    const rounds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/game-engine/slot/real')) rounds.push(request.url());
    });
    await loginAndOpen(page, player, words.home);
    await page.getByRole('article').first().getByRole('link').click();
    const frame = await slotFrame(page);
    const slot = page.frameLocator('iframe');
    const spin = slot.getByRole('button', { name: words.spin });
    await expect(spin).toBeEnabled({ timeout: 20_000 });

    // The bar: the session's net position (nothing yet, just logged in) and the time, labelled in the language.
    const bar = slot.locator('#session-bar');
    const net = slot.locator('#net');
    const elapsed = slot.locator('#elapsed');
    await expect(bar).toBeVisible();
    await expect(bar.getByText(words.net, { exact: true })).toBeVisible();
    await expect(bar.getByText(words.time, { exact: true })).toBeVisible();
    await expect(net).toHaveText(signed(locale, 0));
    await expect(elapsed).toHaveText(/^\d+:[0-5]\d:[0-5]\d$/);
    // It ticks each second.
    const shown = (await elapsed.textContent())!;
    await expect(elapsed).not.toHaveText(shown, { timeout: 3000 });
    await page.screenshot({ path: testInfo.outputPath(`slot-${locale}-before.png`) });

    const status = slot.locator('#status');
    let expected = 0;
    let lost = false;
    for (let played = 0; played < MOST_ROUNDS && !lost; played += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('/game-engine/slot/real'));
      const pressed = Date.now();
      await spin.click();
      // Unavailable through the cycle: a second press, by the keyboard or the mouse, plays nothing.
      await expect(spin).toBeDisabled();
      if (played === 0) {
        await spin.press('Enter');
        await spin.click({ force: true });
        await page.keyboard.press('Space');
      }
      const round = (await (await answered).json()) as Round;
      await expect(status).not.toBeEmpty({ timeout: 10_000 });
      // The result shows no sooner than 2.5 s after the press, and the button is back only then.
      expect(Date.now() - pressed).toBeGreaterThanOrEqual(MIN_CYCLE_MS);
      await expect(spin).toBeEnabled();
      expect(rounds).toHaveLength(played + 1);

      // The net position moved by the round's win less its bet.
      expected = cents(expected + round.win - round.bet);
      await expect(net).toHaveText(signed(locale, expected));

      if (round.win <= round.bet) {
        // Nothing (or no more than the stake) came back: said plainly, with no animation, glow or light.
        lost = true;
        await expect(status).toHaveText(words.noWin);
        expect(await celebrating(frame)).toBe(false);
      } else await expect(status).toContainText(signed(locale, round.win).replace('+', ''));
    }
    expect(lost).toBe(true);

    // A held key presses once: its repeats (Enter would click on each) play nothing.
    const held = rounds.length;
    await spin.focus();
    await page.keyboard.down('Enter');
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 10_000 });
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    // A round would have emptied the status at once, in the key's own handling, which is over when down() resolves.
    expect(await status.textContent()).not.toBe('');
    expect(rounds).toHaveLength(held + 1);

    await page.screenshot({ path: testInfo.outputPath(`slot-${locale}-after.png`) });
    await expectAccessible();
    await expectAccessible(frame);

    // Wherever the spin button is in view, the bar is too: the site's page scrolled to its end, the frame to its own.
    // (In a frame, the viewport is the browser's: the page's scroll counts.)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await frame.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(spin).toBeInViewport();
    await expect(bar).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath(`slot-${locale}-scrolled.png`) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await frame.evaluate(() => window.scrollTo(0, 0));
    await expect(spin).toBeInViewport();
    await expect(bar).toBeInViewport({ ratio: 1 });
  });

test('without motion a real-money cycle still lasts 2.5 s: the reels do not move, the result waits', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await makePlayer(page.request, { deposit: 20, language: 'en' });
  await loginAndOpen(page, player, '/en');
  await page.getByRole('article').first().getByRole('link').click();
  const frame = await slotFrame(page);
  const slot = page.frameLocator('iframe');
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const answered = page.waitForResponse((response) => response.url().includes('/game-engine/slot/real'));
  const pressed = Date.now();
  await spin.click();
  await expect(spin).toBeDisabled();
  expect(await frame.evaluate(() => document.getAnimations().length)).toBe(0);
  const round = (await (await answered).json()) as Round;
  await expect(slot.locator('#status')).not.toBeEmpty({ timeout: 10_000 });
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(MIN_CYCLE_MS);
  await expect(slot.locator('#net')).toHaveText(signed('en', cents(round.win - round.bet)));
});

// Play money may keep its quicker cycle (no upper bound is asserted on it: on a busy machine that would be a race).
test('play money counts its net position from the page, from nothing', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('article').first().getByRole('link').click();
  await slotFrame(page);
  const slot = page.frameLocator('iframe');
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await expect(slot.locator('#session-bar')).toBeVisible();
  await expect(slot.locator('#net')).toHaveText(signed('en', 0));
  let expected = 0;
  for (let played = 0; played < 2; played += 1) {
    const answered = page.waitForResponse((response) => response.url().includes('/game-engine/slot/demo'));
    await spin.click();
    const round = (await (await answered).json()) as Round;
    await expect(spin).toBeEnabled({ timeout: 10_000 });
    expected = cents(expected + round.win - round.bet);
    await expect(slot.locator('#net')).toHaveText(signed('en', expected));
  }
});
