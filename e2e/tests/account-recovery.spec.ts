import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePlayer } from './support';

interface OutboxMessage {
  subject: string;
  code: string;
  link?: string | null;
}

/** The newest mail to `email` in the development outbox. */
async function lastMail(page: Page, email: string): Promise<OutboxMessage> {
  const outbox = (await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: OutboxMessage[];
  };
  return outbox.messages[0]!;
}

/**
 * The person each project is at the simulated bank (apps/api accounts/bank-id/simulated.ts). Journey 4 is Maija on a
 * desktop and Mari on a phone; Teppo is the one adult left, so both projects are Teppo and run at once: whichever
 * comes first opens the account, the other finds it (its terms perhaps already accepted). The desktop goes in English,
 * the phone in Finnish.
 */
const PERSON = 'Teppo Testaaja (1985-05-15)';

const bankTexts = {
  en: {
    login: '/en/login',
    button: 'Log in with your bank',
    policies: 'Accept the terms',
    terms: /I accept the terms and conditions/,
    privacy: /I accept the privacy policy/,
    next: 'Continue',
    complete: 'Complete your account',
  },
  fi: {
    login: '/kirjaudu',
    button: 'Kirjaudu pankkitunnuksilla',
    policies: 'Hyväksy ehdot',
    terms: /Hyväksyn käyttöehdot/,
    privacy: /Hyväksyn tietosuojaselosteen/,
    next: 'Jatka',
    complete: 'Viimeistele tilisi',
  },
};

test('journey 2: a bank-login new customer comes back logged in', async ({ page, isMobile, expectAccessible }) => {
  const texts = bankTexts[isMobile ? 'fi' : 'en'];
  await page.goto(texts.login);
  // The button waits, disabled, until the payment methods are there (spec 2.5: the panel loads them).
  const button = page.getByRole('main').getByRole('button', { name: texts.button });
  await expect(button).toBeEnabled();
  await button.click();

  // The simulated bank: the person chooses who they are, and the bank sends them back to the site, which takes them
  // to the page they left from, in its language.
  await expect(page.getByRole('heading', { name: 'Demo bank' })).toBeVisible();
  await page.getByRole('button', { name: PERSON }).click();

  // A new account has accepted no terms: the server asks for the terms (214), then the privacy policy (215). The
  // other project may have accepted them for this person a moment ago; then the return is over sooner.
  const policies = page.getByRole('dialog', { name: texts.policies });
  const complete = page.getByRole('dialog', { name: texts.complete });
  const loggedIn = isMobile
    ? page.getByRole('navigation', { name: 'Pikavalikko' }).getByRole('button', { name: /Profiili/ })
    : page.getByRole('banner').getByRole('button', { name: /Balance/ });
  const over = complete.or(loggedIn);
  for (const box of [texts.terms, texts.privacy]) {
    const checkbox = policies.getByRole('checkbox', { name: box });
    await expect(checkbox.or(over)).toBeVisible();
    if (await over.isVisible()) break;
    await checkbox.check();
    await policies.getByRole('button', { name: texts.next }).click();
  }
  await expect(over).toBeVisible();
  await expect(policies).toBeHidden();
  // The login page sends a logged-in player home (spec 2.2).
  await expect(page).toHaveURL(isMobile ? /\/$/ : /\/en$/);

  // Logged in as the bank's person, whose account has no e-mail yet: the complete-account modal's case.
  const player = (await (await page.request.get('/player-api/player')).json()) as {
    firstName: string;
    email?: string | null;
  };
  expect(player.firstName).toBe('Teppo');
  expect(player.email ?? null).toBeNull();
  await expectAccessible();
});

test('journey 3: forgot password, then log in with the new one', async ({
  page,
  request,
  isMobile,
  expectAccessible,
}) => {
  const { email, password } = await makePlayer(request);
  const newPassword = 'uusi-Salasana7';

  // From the login page's link.
  await page.goto('/en/login');
  await page.getByRole('main').getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/login\/forgotPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  const form = page.getByRole('main');
  await expect(form.getByLabel('E-mail')).toBeEditable();
  await form.getByLabel('E-mail').fill(email);
  // makePlayer's birth date.
  await form.getByLabel('Date of birth').fill('1990-01-01');
  await form.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We sent the code to ${email}.` })).toBeVisible();

  const mail = await lastMail(page, email);
  expect(mail.subject).toBe('Password reset');
  if (isMobile && mail.link) {
    // The phone follows the mail's link, which brings the code.
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/en/login/forgotPassword');
    await page.goto(link.pathname + link.search);
    await expect(form.getByLabel('Code')).toHaveValue(mail.code);
  } else {
    // The desktop types the code from the mail into the form it is on.
    await form.getByLabel('Code').fill(mail.code);
  }
  await expect(form.getByLabel('New password', { exact: true })).toBeEditable();
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('New password again').fill(newPassword);
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await form.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);

  // The old password is gone; the new one logs in (a first login: the limits page, spec 2.2).
  const login = page.getByRole('main');
  await expect(login.getByLabel('E-mail')).toBeEditable();
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '(104)' })).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/profile\/limits$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Loss limits' })).toBeVisible();
  // The loading screen fades out over the page (spec 2.3); axe checks the page once it is gone.
  await expect(page.locator('[data-slot="loading-screen"]')).toHaveCount(0);
  await expectAccessible();
});
