import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePlayer, post } from './support';

/** What a person waits for on a page's first sight: on a busy machine, as on a slow phone, it hydrates and loads its first data late. */
const FIRST_SIGHT = { timeout: 20_000 };

/** A number no other test uses: the server refuses a number another player has. */
const freshDigits = () => `40${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;

/** A registered, activated player, logged in in the page's browser context (its request shares the page's cookies). */
async function loggedInPlayer(page: Page) {
  const { email, password } = await makePlayer(page.request);
  expect((await post(page.request, '/player-api/login', { email, password })).ok()).toBe(true);
  return { email };
}

/**
 * A bank-login customer seen for the first time, logged in in the page's browser context as the app and the person at
 * the simulated bank go (apps/api accounts/bank-login.ts): initLogin, the bank's page and the person chosen there, then
 * autoLogin with the token and both policy flags (a new account has accepted no terms). The account has no e-mail.
 */
async function bankCustomer(page: Page, person: { firstName: string; country: string }) {
  const { methods } = (await (await page.request.get('/player-api/payment/methods')).json()) as {
    methods: { method: string }[];
  };
  const init = await post(page.request, '/player-api/payment/initLogin', {
    country: person.country,
    method: methods[0]!.method,
  });
  expect(init.ok(), await init.text()).toBe(true);
  const { token, redirectUrl } = (await init.json()) as { token: string; redirectUrl: string };
  const bank = new URL(redirectUrl);
  const choices = await (await page.request.get(bank.pathname + bank.search)).text();
  const identity = new RegExp(`<button name="identity" value="(\\d+)">${person.firstName} `).exec(choices)?.[1];
  expect(identity, `${person.firstName} at the simulated bank`).toBeDefined();
  await post(page.request, bank.pathname, { token, identity: identity! });
  const login = await post(page.request, '/player-api/autoLogin', {
    t: token,
    policyChecked: 'true',
    privacyPolicyChecked: 'true',
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/** Opens the profile panel as a player would: the header's balance button on a desktop, the bottom bar's profile item on a phone. */
async function openPanel(page: Page, isMobile: boolean) {
  // The balance button (the header's on a desktop, the toolbar's on a phone) shows once the player has loaded.
  const balance = page.getByRole('button', { name: /Balance/ }).filter({ visible: true });
  await expect(balance).toBeVisible(FIRST_SIGHT);
  if (isMobile)
    await page
      .getByRole('navigation', { name: 'Quick menu' })
      .getByRole('button', { name: /Profile/ })
      .click();
  else
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Balance/ })
      .click();
  return page.getByRole('dialog');
}

test('journey 4: the complete-account modal shows a failing step on its field, and success closes it', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  test.slow();
  // Two people of the simulated bank, one per project, each seen for the first time in this run (journey 2 is Teppo).
  await bankCustomer(page, isMobile ? { firstName: 'Mari', country: 'EST' } : { firstName: 'Maija', country: 'FIN' });
  await page.goto('/en');

  const modal = page.getByRole('dialog', { name: 'Complete your account' });
  await expect(modal).toBeVisible(FIRST_SIGHT);
  await expect(modal.getByRole('button', { name: /close/i })).toHaveCount(0);
  // It cannot be dismissed.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  const digits = freshDigits();
  const nickname = modal.getByLabel('Nickname');
  await nickname.fill('admin');
  await modal.getByLabel('E-mail', { exact: true }).fill(`e2e-bank-${digits}@example.com`);
  await modal.getByLabel('Phone number', { exact: true }).fill(digits);
  await modal.getByLabel('Password', { exact: true }).fill('secret12');
  await modal.getByLabel('Repeat password').fill('secret12');
  await modal.getByRole('button', { name: 'Save and continue' }).click();

  // A reserved nickname stops the first step: 180 on the nickname field, which gets focus.
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByRole('alert').filter({ hasText: '(180)' })).toBeVisible();
  await expect(nickname).toBeFocused();

  await nickname.fill(`Bank${digits}`);
  await modal.getByRole('button', { name: 'Save and continue' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible();
});

test('journey 6: phone verification with the SMS code', async ({ page, isMobile, expectAccessible }) => {
  // The success shows its 5 seconds before the player loads again.
  test.slow();
  await loggedInPlayer(page);
  await page.goto('/en');
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('button', { name: /Phone number/ }).click();
  await expect(panel.getByText('You have not given a phone number yet.')).toBeVisible(FIRST_SIGHT);

  const digits = freshDigits();
  const phone = `+358${digits}`;
  await panel.getByRole('button', { name: 'Add number' }).click();
  await panel.getByLabel('New phone number').fill(digits);
  await panel.getByRole('button', { name: 'Save number' }).click();
  await expect(panel.getByText(phone, { exact: true })).toBeVisible();
  await expect(panel.getByText('Not verified', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Send code' }).click();
  const codeField = panel.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  const outbox = (await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
    messages: { code: string }[];
  };
  const code = outbox.messages[0]!.code;

  // A wrong code first: the server's error with its code.
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: '(180)' })).toBeVisible();

  await codeField.fill(code);
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel.getByText('Your phone number is verified.')).toBeVisible();
  // The number shows as verified at once, and the earlier error is gone.
  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  await expect(panel.getByRole('alert').filter({ hasText: '(180)' })).toHaveCount(0);
  // After the notice's 5 seconds the player loads again, and the verified number can be changed.
  await expect(panel.getByRole('button', { name: 'Change number' })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText('Your phone number is verified.')).toHaveCount(0);
  await expectAccessible();
});

test('journey 7: two documents, one over 2 MB: one is sent and one shows the size message', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  test.slow();
  await loggedInPlayer(page);
  await page.goto('/en');
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('button', { name: /Documents/ }).click();
  await expect(panel.getByText('You have not sent any documents yet.')).toBeVisible(FIRST_SIGHT);
  await panel.getByRole('button', { name: 'Upload documents' }).click();

  await panel.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Passport' }).click();
  await panel.locator('input[type="file"]').setInputFiles([
    { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') },
    // 3 000 000 bytes: over the 2097152 bytes a file may have.
    { name: 'bank-statement.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(3_000_000, 0xff) },
  ]);
  const big = panel.getByRole('listitem').filter({ hasText: 'bank-statement.jpg' });
  await expect(big.getByRole('alert')).toContainText('(2.9 MB)');
  await expect(big.getByRole('alert')).toContainText('2 MB');

  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('1 of 2 files were sent. See the errors below.')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'passport.pdf' }).getByText('Sent')).toBeVisible();
  await expect(big.getByText('Not sent')).toBeVisible();
  await expect(big.getByRole('alert')).toContainText('(2.9 MB)');

  // The list shows the document that was sent.
  await panel.getByRole('button', { name: 'Back', exact: true }).click();
  const list = panel.getByRole('list', { name: 'Documents sent' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Passport');
  await expect(list).toContainText('passport.pdf');
  await expectAccessible();
});
