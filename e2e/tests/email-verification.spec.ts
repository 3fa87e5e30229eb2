import { expect, test } from './fixtures';
import { lastMail, loginAndOpen, makePlayer, openPanel, typeAsAPerson } from './support';

/** A page's arrival until it answers (hydrated, its data loaded): seconds on a phone or a busy machine. */
const FIRST_SIGHT = { timeout: 20_000 };

test('the player changes the e-mail, verifies it with the mailed code, and can then reset the password with it', async ({
  page,
  request,
  isMobile,
  expectAccessible,
}) => {
  // The panel, the verify-e-mail page, a logout and the forgot-password page, each loading on a busy machine.
  test.slow();
  const player = await makePlayer(request);
  const newEmail = player.email.replace('@', '-changed@');
  await loginAndOpen(page, player);

  // The panel's personal details: a new address, typed in.
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('button', { name: 'Settings' }).click();
  await panel.getByRole('button', { name: 'Personal details' }).click();
  const section = panel.getByRole('group', { name: 'E-mail' });
  const address = section.getByLabel('Your e-mail address');
  await address.clear();
  await typeAsAPerson(address, newEmail);
  await section.getByRole('button', { name: 'Update e-mail' }).click();
  await expect(section.getByText('Your e-mail address has been updated.')).toBeVisible();

  // The new address is not verified yet; the server mailed it a code, with a link to the page that takes it (in the
  // player's language, Finnish).
  await expect(address).toHaveAccessibleDescription(/Not verified/);
  const mail = await lastMail(page, newEmail);
  expect(mail.subject).toBe('Vahvista sähköpostiosoitteesi');
  const link = new URL(mail.link!);
  expect(link.pathname).toBe('/vahvista-sahkoposti');
  expect(link.searchParams.get('shortCode')).toBe(mail.code);

  // The panel leads to the code, and closes.
  await section.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/en\/verifyemail$/);
  await expect(panel).toBeHidden();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();

  if (isMobile) {
    // On the phone the player follows the mail's link: the Finnish page, the code filled in.
    await page.goto(link.pathname + link.search);
    const code = main.getByLabel('Vahvistuskoodi');
    await expect(code).toHaveValue(mail.code, FIRST_SIGHT);
    await main.getByRole('button', { name: 'Vahvista sähköposti' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Sähköpostiosoitteesi on vahvistettu' })).toBeVisible();
  } else {
    // On the desktop the player types the code: a slip first, then a new code asked for and typed.
    const code = main.getByLabel('Verification code');
    const verify = main.getByRole('button', { name: 'Verify e-mail' });
    await typeAsAPerson(code, mail.code === '111111' ? '222222' : '111111');
    await verify.click();
    await expect(code).toHaveAccessibleDescription(
      'The code is wrong or has expired. Check it, or send a new code. (180)',
    );
    await main.getByRole('button', { name: 'Send a new code' }).click();
    await expect(main.getByText(`We sent a new code to ${newEmail}.`)).toBeVisible();
    const fresh = await lastMail(page, newEmail);
    await code.clear();
    await typeAsAPerson(code, fresh.code);
    await verify.click();
    await expect(main.getByRole('heading', { level: 2, name: 'Your e-mail address is verified' })).toBeVisible();
  }
  expect(
    ((await (await page.request.get('/player-api/verification/status')).json()) as { emailVerified: boolean })
      .emailVerified,
  ).toBe(true);
  await expectAccessible();

  // Logged out, the player asks for a password reset for the new address: no 219 any more, the code is sent.
  await page.goto('/en');
  if (isMobile) await page.getByRole('button', { name: 'Log out' }).first().click();
  else await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit and play' })).toBeVisible();
  await page.goto('/en/login/forgotPassword');
  const form = page.getByRole('main');
  const email = form.getByLabel('E-mail');
  await expect(email).toBeEditable(FIRST_SIGHT);
  await email.click();
  await typeAsAPerson(email, newEmail);
  // makePlayer's birth date; a date field takes a date as a whole.
  await form.getByLabel('Date of birth').fill('1990-01-01');
  await form.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We sent the code to ${newEmail}.` })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '(219)' })).toHaveCount(0);
  expect((await lastMail(page, newEmail)).subject).toBe('Salasanan vaihto');
});
