import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const run = promisify(execFile);

/** A form post as the site's own page makes it (the server refuses cross-site state changes). */
export async function post(request: APIRequestContext, path: string, form: Record<string, string>) {
  const origin = new URL(path, process.env.E2E_BASE_URL).origin;
  return request.post(path, { form, headers: { origin } });
}

let players = 0;

/**
 * A player made through the API as a person would: registered, activated with the code from the dev outbox and, with
 * `deposit`, funded through the payment simulator; `language` is the player's (the language the games open in).
 * Answers the e-mail and password.
 */
export async function makePlayer(
  request: APIRequestContext,
  {
    activate = true,
    deposit = 0,
    language = 'fi',
  }: { activate?: boolean; deposit?: number; language?: 'fi' | 'en' | 'et' } = {},
) {
  players += 1;
  const email = `e2e-${process.pid}-${Date.now()}-${players}@example.com`;
  const password = 'secret12';
  const registered = await post(request, '/player-api/player/registerPlayer', {
    email,
    password,
    confirmPassword: password,
    country: 'FIN',
    registrationCurrency: 'EUR',
    language,
    firstName: 'Testi',
    lastName: 'Pelaaja',
    birthDate: '1990-01-01',
    ageChecked: 'true',
    policyChecked: 'true',
    privacyPolicyChecked: 'true',
  });
  expect(registered.ok()).toBe(true);
  if (activate) {
    const outbox = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { code: string }[];
    };
    expect(
      (await post(request, '/player-api/player/activate', { activationCode: outbox.messages[0]!.code })).ok(),
    ).toBe(true);
  }
  if (deposit) {
    expect((await post(request, '/player-api/login', { email, password })).ok()).toBe(true);
    await setDepositLimits(request);
    const started = await post(request, '/player-api/payment/initDeposit', {
      country: 'FIN',
      amount: String(deposit),
      method: 'trustly',
      currency: 'EUR',
    });
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const reference = new URL(redirectUrl).searchParams.get('reference') ?? '';
    await post(request, '/payment-provider/pay', { reference, decision: 'approve' });
    await post(request, '/player-api/logout', {});
  }
  return { email, password };
}

/**
 * Sets the logged-in player's daily and monthly deposit limits (1000 and 10000 EUR): Finland's rule, which the server
 * holds for a FIN player's deposits (237 without them).
 */
async function setDepositLimits(request: APIRequestContext) {
  const set = await post(request, '/player-api/player/limit/deposit', { dailyAmount: '1000', monthlyAmount: '10000' });
  expect(set.ok(), await set.text()).toBe(true);
}

/** Runs an operator command against the e2e server's database (its admin socket). */
export async function admin(...args: string[]) {
  await run('npm', ['run', 'admin', '-w', '@casino/api', '--silent', '--', ...args], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
}

/** Logs the player in as the site's own page would, then opens `path` (en). */
export async function loginAndOpen(page: Page, who: { email: string; password: string }, path = '/en') {
  const answer = await post(page.request, '/player-api/login', who);
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto(path);
}

/**
 * Opens the profile panel as a person does: the header's balance button on desktop, the bottom bar's profile item on
 * a phone. Answers the panel.
 */
export async function openPanel(page: Page, isMobile: boolean) {
  const opener = isMobile
    ? page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: /^Profile/ })
    : page.getByRole('banner').getByRole('button', { name: /Balance/ });
  await opener.click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { level: 2, name: 'My account' })).toBeFocused();
  return panel;
}

/** Real-money rounds of €5 through the slot's endpoint, as the game plays them (logged in through `request`). */
export async function playRounds(request: APIRequestContext, rounds: number) {
  const games = (await (await request.get('/content/games')).json()) as { id: number }[];
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  for (let round = 0; round < rounds; round += 1) {
    const played = await request.post('/game-engine/slot/real', {
      data: { gameId: games[0]!.id, bet: 5 },
      headers: { origin },
    });
    expect(played.ok(), await played.text()).toBe(true);
  }
}

/** A message in the development outbox. */
interface OutboxMessage {
  subject: string;
  body: string;
  code: string;
  link?: string | null;
}

/** The newest mail to `email` in the development outbox. */
export async function lastMail(page: Page, email: string): Promise<OutboxMessage> {
  const outbox = (await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: OutboxMessage[];
  };
  return outbox.messages[0]!;
}

/** Types as a person does, from the first click on a page just loaded: key by key, a tenth of a second apart. */
export const typeAsAPerson = (field: Locator, text: string) => field.pressSequentially(text, { delay: 100 });

type Texts = { [key: string]: string | Texts };

/**
 * The app's own words in `locale` (apps/casino/public/locales), so that a journey reads as the player does in any of
 * the three languages: `t('login.payNPlay.button')`, `t('deposit.return.confirmed.description', { amount: '50,00 €' })`.
 */
export function textsOf(locale: 'fi' | 'en' | 'et') {
  const texts = JSON.parse(
    readFileSync(new URL(`../../apps/casino/public/locales/${locale}/common.json`, import.meta.url), 'utf8'),
  ) as Texts;
  return (key: string, values: Record<string, string> = {}) => {
    const text = key.split('.').reduce<string | Texts | undefined>((node, part) => (node as Texts)?.[part], texts);
    if (typeof text !== 'string') throw new Error(`No text ${key} in ${locale}`);
    return text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
