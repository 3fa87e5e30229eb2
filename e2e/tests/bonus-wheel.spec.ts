import { expect, test } from './fixtures';
import { makePlayer, playRounds, post } from './support';

test('journey 8: a spin earned by wagering turns the wheel onto the prize the server drew, which is credited once', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  // The wheel lands at once: the spin's end is the same event.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await makePlayer(page.request, { deposit: 50 });
  expect((await post(page.request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(page.request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  // One spin for every €20 wagered: four real-money rounds of €5, as the slot plays them.
  await playRounds(page.request, 4);

  await page.goto('/en');
  // The top bar links the wheel with a badge of the spins (the phone's bottom bar links the bonus game instead).
  if (!isMobile) {
    await expect(page.getByRole('banner').getByRole('link', { name: /Bonus wheel/ })).toContainText('1');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Bonus wheel/ })
      .click();
  } else await page.goto('/en/bonuswheel');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus wheel' })).toBeVisible();
  await expect(page.getByText('1 spin left')).toBeVisible();
  await expectAccessible();

  const completions: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/bonuswheel/complete')) completions.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Spin' }).click();
  const credited = page.getByRole('status').filter({ hasText: /has been added to your account/ });
  await expect(credited).toBeVisible();
  await expect(page.getByText('No spins left.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spin' })).toBeDisabled();
  expect(completions).toHaveLength(1);
  await expectAccessible();

  // Completing the same spin again credits nothing: the server refuses the reference.
  const again = await post(page.request, '/player-api/bonuswheel/complete', {
    reference: new URLSearchParams(completions[0]).get('reference')!,
  });
  expect(again.status()).toBe(400);
});
