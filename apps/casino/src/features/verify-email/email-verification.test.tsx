import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPlayer, json, renderApp, type Answer } from '../../../test/app-harness';
import * as login from '../../routes/login';
import * as verifyEmail from '../../routes/verify-email';

/** The player, the session and the page's code load first: on a busy machine that takes more than findBy's second. */
const SLOW = { timeout: 10_000 };

const refusal =
  (errorCode: number, status = 400) =>
  () =>
    json({ success: false, errorCode, error: 'Refused' }, status);

interface Answers {
  verified?: boolean;
  send?: Answer;
  verify?: Answer;
}

/**
 * The verify-e-mail page for a logged-in player (Maija, maija@example.com) whose e-mail is verified or not; every
 * short code sent to verifyEmailShortCode is kept in `codes`.
 */
function open(path: string, { verified = false, send = () => json({ success: true }), verify }: Answers = {}) {
  const codes: (string | null)[] = [];
  let emailVerified = verified;
  const app = renderApp({
    path,
    pages: { VERIFY_EMAIL: verifyEmail, LOGIN: login },
    signedIn: true,
    answers: {
      'GET /player-api/player': () => json(aPlayer({ receiveSms: true })),
      'GET /player-api/verification/status': () =>
        json({ success: true, emailVerified, phoneNumberVerified: false, identityVerified: false }),
      'GET /player-api/player/sendVerificationEmail': send,
      'POST /player-api/player/verifyEmailShortCode': async (request) => {
        codes.push(new URLSearchParams(await request.clone().text()).get('code'));
        if (verify) return verify(request);
        emailVerified = true;
        return json({ success: true });
      },
    },
  });
  return { ...app, codes };
}

/** The text of what a control is described by: its hint and error. */
function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const codeField = () => screen.findByLabelText('Verification code', {}, SLOW);

async function submit(code: string) {
  const field = await codeField();
  await userEvent.clear(field);
  if (code) await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
}

describe("a logged-in player's e-mail verification", { timeout: 30_000 }, () => {
  it('takes the code mailed to the address: a wrong one on the field, then the right one verifies it', async () => {
    let answer: Answer = refusal(180, 409);
    const { codes, requests } = open('/en/verifyemail', { verify: (request) => answer(request) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' }, SLOW)).toBeTruthy();
    expect(await screen.findByText(/We sent a verification code to maija@example\.com\./, {}, SLOW)).toBeTruthy();

    await submit('111111');
    const field = await codeField();
    await waitFor(() => expect(descriptionOf(field)).toContain('The code is wrong or has expired.'));
    expect(descriptionOf(field)).toContain('(180)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);

    answer = () => json({ success: true });
    await submit(' 482913 ');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your e-mail address is verified' }, SLOW),
    ).toBeTruthy();
    expect(codes).toEqual(['111111', '482913']);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Continue to the casino' }).getAttribute('href'),
    ).toBe('/en');
    // The status is asked for again, so the profile panel shows the address verified.
    await waitFor(() =>
      expect(requests.filter((request) => request === 'GET /player-api/verification/status').length).toBeGreaterThan(1),
    );
  });

  it('asks for a code before sending one', async () => {
    const { codes } = open('/en/verifyemail');
    await submit('');
    const field = await codeField();
    await waitFor(() => expect(descriptionOf(field)).toContain('required'));
    expect(codes).toEqual([]);
  });

  it("sends a new code on request, and shows the server's limit (429) by the button, not on the field", async () => {
    let answer: Answer = () => json({ success: true });
    const { requests } = open('/en/verifyemail', { send: (request) => answer(request) });
    const resend = await screen.findByRole('button', { name: 'Send a new code' }, SLOW);
    await userEvent.click(resend);
    expect(await screen.findByText('We sent a new code to maija@example.com.')).toBeTruthy();
    expect(requests.filter((request) => request === 'GET /player-api/player/sendVerificationEmail')).toHaveLength(1);

    answer = refusal(429, 429);
    await userEvent.click(resend);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts. Please wait a moment and try again.');
    expect(alert.textContent).toContain('(429)');
    expect(screen.queryByText('We sent a new code to maija@example.com.')).toBeNull();
    expect((await codeField()).getAttribute('aria-invalid')).toBeNull();
  });

  it("fills in the code of the mail's link, in the player's language, and verifies it when asked", async () => {
    const { codes } = open('/vahvista-sahkoposti?shortCode=048213');
    const field = await screen.findByLabelText('Vahvistuskoodi', {}, SLOW);
    expect(field).toHaveProperty('value', '048213');
    expect(codes).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista sähköposti' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sähköpostiosoitteesi on vahvistettu' }, SLOW),
    ).toBeTruthy();
    expect(codes).toEqual(['048213']);
  });

  it('says an address verified already is so, with the way on', async () => {
    const { codes } = open('/et/kinnita-e-post', { verified: true });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sinu e-posti aadress on kinnitatud' }, SLOW),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Kinnituskood')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Jätka kasiinosse' }).getAttribute('href')).toBe(
      '/et',
    );
    expect(codes).toEqual([]);
  });

  it('sends the player on to redirectUrl once verified', async () => {
    const { router } = open(`/en/verifyemail?redirectUrl=${encodeURIComponent('/en/games?tab=new')}`);
    await submit('482913');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/games'), SLOW);
    expect(router.state.location.search).toBe('?tab=new');
  });

  it.each(['https://evil.example/phish', '//evil.example', '/\\evil.example'])(
    'never leaves the site for redirectUrl %s: home instead',
    async (redirectUrl) => {
      const { router } = open(`/en/verifyemail?redirectUrl=${encodeURIComponent(redirectUrl)}`, { verified: true });
      await waitFor(() => expect(router.state.location.pathname).toBe('/en'), SLOW);
    },
  );
});

describe("the mail's link for a visitor", { timeout: 30_000 }, () => {
  it('goes to log in first, and comes back to the code', async () => {
    const { router } = renderApp({
      path: '/en/verifyemail?shortCode=048213',
      pages: { VERIFY_EMAIL: verifyEmail, LOGIN: login },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(
      '/en/verifyemail?shortCode=048213',
    );
  });

  it('without a short code is still the activation page', async () => {
    renderApp({ path: '/en/verifyemail', pages: { VERIFY_EMAIL: verifyEmail } });
    expect(await screen.findByLabelText('Activation code', {}, SLOW)).toBeTruthy();
  });
});
