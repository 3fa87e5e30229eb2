import { expect, test } from './fixtures';
import { lastMail, makePlayer } from './support';

/**
 * How long a page may take from its arrival until it answers (hydrated, its first data loaded): a phone, or this
 * machine busy, takes seconds where an idle desktop takes one.
 */
const FIRST_SIGHT = { timeout: 20_000 };

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
    bank: 'Demo bank',
    home: 'Casino – slots and live casino',
    policies: 'Accept the terms',
    terms: /I accept the terms and conditions/,
    privacy: /I accept the privacy policy/,
    next: 'Continue',
    complete: 'Complete your account',
  },
  fi: {
    login: '/kirjaudu',
    button: 'Kirjaudu pankkitunnuksilla',
    bank: 'Demopankki',
    home: 'Kasino – kolikkopelit ja live-kasino',
    policies: 'Hyväksy ehdot',
    terms: /Hyväksyn käyttöehdot/,
    privacy: /Hyväksyn tietosuojaselosteen/,
    next: 'Jatka',
    complete: 'Viimeistele tilisi',
  },
};

test('journey 2: a bank-login new customer comes back logged in', async ({ page, isMobile, expectAccessible }) => {
  // The login page, the bank's page, and the site again: each loads and hydrates on a busy machine.
  test.slow();
  const texts = bankTexts[isMobile ? 'fi' : 'en'];
  await page.goto(texts.login);
  // The button waits, disabled, until the payment methods are there (spec 2.5: the panel loads them).
  const button = page.getByRole('main').getByRole('button', { name: texts.button });
  await expect(button).toBeEnabled(FIRST_SIGHT);
  await button.click();

  // The simulated bank, in the language of the page the person left from: they choose who they are, and the bank
  // sends them back to that page.
  await expect(page.getByRole('heading', { name: texts.bank })).toBeVisible();
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
    await expect(checkbox.or(over)).toBeVisible(FIRST_SIGHT);
    if (await over.isVisible()) break;
    await checkbox.check();
    await policies.getByRole('button', { name: texts.next }).click();
  }
  await expect(policies).toBeHidden();
  // The login page sends a logged-in player home (spec 2.2). The address changes a moment before the home page (and its
  // title) has rendered.
  await expect(page).toHaveURL(isMobile ? /\/$/ : /\/en$/, FIRST_SIGHT);
  await expect(page).toHaveTitle(texts.home);

  // Logged in as the bank's person, whose account has no e-mail yet: the complete-account modal takes over.
  const player = (await (await page.request.get('/player-api/player')).json()) as {
    firstName: string;
    email?: string | null;
  };
  expect(player.firstName).toBe('Teppo');
  expect(player.email ?? null).toBeNull();
  await expect(complete).toBeVisible(FIRST_SIGHT);
  // axe looks at the modal once it has finished coming in (mid-animation its colours are not yet its own).
  await complete.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  await expectAccessible();
});

const recoveryTexts = {
  en: {
    login: '/en/login',
    forgot: 'Forgot your password?',
    forgotPath: /\/en\/login\/forgotPassword$/,
    heading: 'Forgot password',
    email: 'E-mail',
    birthDate: 'Date of birth',
    send: 'Send the code',
    sent: (email: string) => `We sent the code to ${email}.`,
    code: 'Code',
    password: 'New password',
    confirm: 'New password again',
    change: 'Change the password',
    changed: 'Your password has been changed',
    logIn: 'Log in',
    submit: 'Log in',
    loginPath: /\/en\/login$/,
    loginPassword: 'Password',
    limitsPath: /\/en\/profile\/limits$/,
    lossLimits: 'Loss limits',
  },
  fi: {
    login: '/kirjaudu',
    forgot: 'Unohditko salasanasi?',
    forgotPath: /\/login\/forgotPassword$/,
    heading: 'Unohtunut salasana',
    email: 'Sähköposti',
    birthDate: 'Syntymäaika',
    send: 'Lähetä koodi',
    sent: (email: string) => `Lähetimme koodin osoitteeseen ${email}.`,
    code: 'Koodi',
    password: 'Uusi salasana',
    confirm: 'Uusi salasana uudelleen',
    change: 'Vaihda salasana',
    changed: 'Salasana on vaihdettu',
    logIn: 'Kirjaudu sisään',
    submit: 'Kirjaudu',
    loginPath: /\/kirjaudu$/,
    loginPassword: 'Salasana',
    limitsPath: /\/profile\/limits$/,
    lossLimits: 'Tappiorajat',
  },
};

test('journey 3: forgot password, then log in with the new one', async ({
  page,
  request,
  isMobile,
  expectAccessible,
}) => {
  // Register, forgot password, reset and log in: several pages, each hydrating on a busy machine.
  test.slow();
  // The player's language is Finnish (makePlayer), so the mail links to the Finnish page; the phone goes in Finnish
  // and follows the link, the desktop goes in English and types the code from the mail.
  const texts = recoveryTexts[isMobile ? 'fi' : 'en'];
  const { email, password } = await makePlayer(request);
  const newPassword = 'uusi-Salasana7';

  // From the login page's link.
  await page.goto(texts.login);
  await page.getByRole('main').getByRole('link', { name: texts.forgot }).click();
  await expect(page).toHaveURL(texts.forgotPath);
  await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
  const form = page.getByRole('main');
  // The fields take typing once the app runs.
  await expect(form.getByLabel(texts.email)).toBeEditable(FIRST_SIGHT);
  await form.getByLabel(texts.email).fill(email);
  // makePlayer's birth date.
  await form.getByLabel(texts.birthDate).fill('1990-01-01');
  await form.getByRole('button', { name: texts.send }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.sent(email) })).toBeVisible();

  const mail = await lastMail(page, email);
  if (isMobile) {
    // The mail's link brings the code to the page, in the player's language.
    expect(mail.link).toBeTruthy();
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/login/forgotPassword');
    await page.goto(link.pathname + link.search);
    await expect(form.getByLabel(texts.code)).toHaveValue(mail.code);
  } else {
    await form.getByLabel(texts.code).fill(mail.code);
  }
  await expect(form.getByLabel(texts.password, { exact: true })).toBeEditable(FIRST_SIGHT);
  await form.getByLabel(texts.password, { exact: true }).fill(newPassword);
  await form.getByLabel(texts.confirm).fill(newPassword);
  await form.getByRole('button', { name: texts.change }).click();
  await expect(page.getByText(texts.changed)).toBeVisible();
  await form.getByRole('link', { name: texts.logIn }).click();
  await expect(page).toHaveURL(texts.loginPath);

  // The old password is gone; the new one logs in (a first login: the limits page, spec 2.2).
  const login = page.getByRole('main');
  await expect(login.getByLabel(texts.email)).toBeEditable(FIRST_SIGHT);
  await login.getByLabel(texts.email).fill(email);
  await login.getByLabel(texts.loginPassword, { exact: true }).fill(password);
  await login.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '(104)' })).toBeVisible();
  await login.getByLabel(texts.loginPassword, { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page).toHaveURL(texts.limitsPath, FIRST_SIGHT);
  await expect(page.getByRole('heading', { level: 2, name: texts.lossLimits })).toBeVisible(FIRST_SIGHT);
  await expectAccessible();
});
