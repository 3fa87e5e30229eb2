import { expect, test } from './fixtures';

interface OutboxMessage {
  code: string;
  /** The page the mail links to with the code (servers before the link was added leave it out). */
  link?: string;
}

/** The activation mail's link as a path of the site under test: the mail's own, else the page's with the code. */
function activationPath({ code, link }: OutboxMessage): string {
  if (link) {
    const url = new URL(link);
    return url.pathname + url.search;
  }
  return `/en/verifyemail?code=${encodeURIComponent(code)}`;
}

test('a new player registers, activates the account from the mail, logs in and lands on the limits page', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  const email = `reg-${testInfo.project.name}-${process.pid}-${Date.now()}@example.com`;
  const password = 'secret12';
  // Phone numbers are one per player too: one per project and moment.
  const phone = `4${testInfo.parallelIndex}${String(Date.now()).slice(-7)}`;

  await page.goto('/en/registration');
  const form = page.getByRole('main').locator('form');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  // The fields take typing once the app runs.
  await expect(form.getByLabel('E-mail')).toBeEditable();
  await expectAccessible();

  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Repeat the password').fill(password);
  await form.getByLabel('First name').fill('Maija');
  await form.getByLabel('Last name').fill('Meikäläinen');
  await form.getByLabel('Date of birth').fill('1990-05-17');
  await form.getByLabel('Phone number (optional)').fill(phone);
  await form.getByLabel('Town or city (optional)').fill('Helsinki');
  await form.getByRole('checkbox', { name: 'I am at least 18 years old.' }).check();
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();

  const sent = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
  await expect(sent).toContainText(email);

  // The activation mail, from the development outbox.
  const outbox = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: OutboxMessage[];
  };
  expect(outbox.messages).toHaveLength(1);
  await page.goto(activationPath(outbox.messages[0]!));
  await expect(page.getByRole('heading', { level: 2, name: 'Your account is active' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  const login = page.getByRole('main');
  await expect(login.getByLabel('E-mail')).toBeEditable();
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();

  // A first login lands on the limits page (spec 2.2).
  await expect(page).toHaveURL(/\/en\/profile\/limits$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Loss limits' })).toBeVisible();
  await expectAccessible();
});
