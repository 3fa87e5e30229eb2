import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAndOpen, makePlayer, openPanel, post } from './support';

// Each journey is some forty steps through the panel as a person takes them: three times the default time.
test.slow();

/** From the landing page: Settings, then one of its pages. */
async function openSetting(page: Page, isMobile: boolean, setting: string) {
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('button', { name: 'Settings' }).click();
  await panel.getByRole('button', { name: setting }).click();
  await expect(panel.getByRole('heading', { level: 2, name: setting })).toBeFocused();
  return panel;
}

test('journey 5: the player changes the nickname, the e-mail and the password; a wrong old password disables the button', async ({
  page,
  request,
  isMobile,
  expectAccessible,
}) => {
  const player = await makePlayer(request);
  await loginAndOpen(page, player);
  const panel = await openSetting(page, isMobile, 'Personal details');

  const nickname = panel.getByRole('group', { name: 'Nickname' });
  const nick = `Onnekas${Date.now() % 100_000_000}`;
  await nickname.getByLabel('Your nickname').fill(nick);
  await nickname.getByRole('button', { name: 'Save nickname' }).click();
  await expect(nickname.getByText('Your nickname has been saved.')).toBeVisible();

  const email = panel.getByRole('group', { name: 'E-mail' });
  const update = email.getByRole('button', { name: 'Update e-mail' });
  const newEmail = player.email.replace('@', '-new@');
  await email.getByLabel('Your e-mail address').fill(newEmail.replace('.com', ''));
  await expect(update).toBeDisabled();
  await email.getByLabel('Your e-mail address').fill(newEmail);
  await expect(update).toBeEnabled();
  await update.click();
  await expect(email.getByText('Your e-mail address has been updated.')).toBeVisible();

  const password = panel.getByRole('group', { name: 'Password' });
  const change = password.getByRole('button', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-the-password');
  await password.getByLabel('New password', { exact: true }).fill('newSecret34');
  await password.getByLabel('Repeat the new password').fill('newSecret34');
  await change.click();
  await expect(password.getByText('Your current password is incorrect.')).toBeVisible();
  await expect(change).toBeDisabled();
  await password.getByLabel('Current password').fill(player.password);
  await expect(change).toBeEnabled();
  await change.click();
  await expect(password.getByText('Your password has been changed.')).toBeVisible();

  // The landing page shows the new nickname, and the new e-mail and password log in.
  await panel.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('button', { name: 'My account' }).click();
  await expect(panel.getByText(nick)).toBeVisible();
  // (Through the test's own client: the page keeps its session.)
  expect((await post(request, '/player-api/login', { email: newEmail, password: 'newSecret34' })).ok()).toBe(true);
  await expectAccessible();
});

test('journey 8: the player changes the avatar and the marketing consent; after a reload both are kept', async ({
  page,
  request,
  isMobile,
  expectAccessible,
}) => {
  const player = await makePlayer(request);
  await loginAndOpen(page, player);
  let panel = await openSetting(page, isMobile, 'Avatar');
  const avatars = panel.getByRole('radiogroup', { name: 'Choose your avatar' });
  await expect(avatars.getByRole('radio', { name: 'Avatar 1', exact: true })).toBeChecked();
  await avatars.getByRole('radio', { name: 'Avatar 5', exact: true }).click();
  await panel.getByRole('button', { name: 'Save avatar' }).click();
  await expect(panel.getByText('Your avatar has been changed!')).toBeVisible();

  await panel.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('button', { name: 'Marketing preferences' }).click();
  const byEmail = panel.getByRole('checkbox', { name: 'By e-mail' });
  await expect(byEmail).not.toBeChecked();
  await byEmail.click();
  await panel.getByRole('button', { name: 'Save preferences' }).click();
  await expect(panel.getByText('Your changes have been saved.')).toBeVisible();

  await page.reload();
  panel = await openSetting(page, isMobile, 'Marketing preferences');
  await expect(panel.getByRole('checkbox', { name: 'By e-mail' })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'By text message' })).not.toBeChecked();
  await panel.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('button', { name: 'Avatar' }).click();
  await expect(panel.getByRole('radio', { name: 'Avatar 5', exact: true })).toBeChecked();

  // The consent is withdrawn as easily as it was given.
  await panel.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('button', { name: 'Marketing preferences' }).click();
  await panel.getByRole('checkbox', { name: 'By e-mail' }).click();
  await panel.getByRole('button', { name: 'Save preferences' }).click();
  await expect(panel.getByText('Your changes have been saved.')).toBeVisible();
  await page.reload();
  panel = await openSetting(page, isMobile, 'Marketing preferences');
  await expect(panel.getByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();
  await expectAccessible();
});

test('journey 11: logging out from the panel leaves none of its data, and a login-only page sends to login', async ({
  page,
  request,
  isMobile,
  expectAccessible,
}) => {
  const player = await makePlayer(request);
  await loginAndOpen(page, player);
  let panel = await openPanel(page, isMobile);
  await expect(panel.getByText('Balance')).toBeVisible();
  await panel.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Nothing of the player is left: no balance, no profile item; what opened the panel now offers the login.
  await expect(page.getByRole('button', { name: /Balance/ })).toHaveCount(0);
  if (isMobile) {
    const bar = page.getByRole('navigation', { name: 'Quick menu' });
    await expect(bar.getByRole('button', { name: /^Profile/ })).toHaveCount(0);
    await expect(
      bar.getByRole('link', { name: 'Log in' }).or(bar.getByRole('button', { name: 'Log in', exact: true })),
    ).toBeVisible();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail')).toHaveValue('');
    await page.keyboard.press('Escape');
  }
  // The server has forgotten the session too.
  expect((await page.request.get('/player-api/player')).status()).toBe(401);

  await page.goto('/en/profile/limits');
  // The login-only page waits for the session's code, which on a busy phone takes its time.
  await expect(page).toHaveURL(/\/en\/login\?redirectUrl=%2Fen%2Fprofile%2Flimits$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectAccessible();

  // Logged in again, the panel opens fresh on its landing page. (A consent given, so that the marketing prompt of a
  // player who logs in again without any does not cover it.)
  expect((await post(page.request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(page.request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  await page.goto('/en');
  panel = await openPanel(page, isMobile);
  await expect(panel.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectAccessible();
});
