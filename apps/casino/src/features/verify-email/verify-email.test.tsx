import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import * as verifyEmail from '../../routes/verify-email';

/** Renders the verify-e-mail page; every activate call's code is kept in `codes`. */
function open(path: string, answer: Answer = () => json({ success: true })) {
  const codes: (string | null)[] = [];
  const app = renderApp({
    path,
    pages: { VERIFY_EMAIL: verifyEmail },
    answers: {
      'POST /player-api/player/activate': async (request) => {
        codes.push(new URLSearchParams(await request.clone().text()).get('activationCode'));
        return answer(request);
      },
    },
  });
  return { ...app, codes };
}

const refusal = (errorCode: number) => () => json({ success: false, errorCode, error: 'Refused' }, 400);

/** The text of what a field's control is described by: its error. */
function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function typeCode(code: string) {
  const field = await screen.findByLabelText('Activation code', {}, { timeout: 10_000 });
  await waitFor(() => expect(field.hasAttribute('readonly')).toBe(false));
  await userEvent.click(field);
  await userEvent.paste(code);
  await userEvent.click(screen.getByRole('button', { name: 'Activate account' }));
}

describe('verify-e-mail page', { timeout: 20_000 }, () => {
  // The app runs in React's strict mode, which starts the page's flow twice: the link's code must still go once.
  beforeEach(() => configure({ reactStrictMode: true }));
  afterEach(() => configure({ reactStrictMode: false }));

  it("activates the link's code at once, sends it once, and invites the player to log in", async () => {
    const { codes } = open('/en/verifyemail?code=7f3c9a1e0b');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your account is active' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(codes).toEqual(['7f3c9a1e0b']);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en/login',
    );
  });

  it('says it is activating while the call is under way', async () => {
    open('/vahvista-sahkoposti?code=abc', () => new Promise<Response>(() => undefined));
    expect(await screen.findByText('Aktivoidaan tiliäsi…', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Aktivointikoodi')).toBeNull();
  });

  it('shows 183 on the code field, and activates a code typed in', async () => {
    let answer: Answer = refusal(183);
    const { codes } = open('/en/verifyemail?code=wrong', (request) => answer(request));
    const field = await screen.findByLabelText('Activation code', {}, { timeout: 10_000 });
    await waitFor(() => expect(descriptionOf(field)).toContain('The activation code was not found.'));
    expect(descriptionOf(field)).toContain('(183)');
    answer = () => json({ success: true });
    await typeCode(' a1b2c3 ');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is active' })).toBeTruthy();
    expect(codes).toEqual(['wrong', 'a1b2c3']);
  });

  it('shows 209 with a way to log in', async () => {
    open('/et/kinnita-e-post?code=used', refusal(209));
    const field = await screen.findByLabelText('Aktiveerimiskood', {}, { timeout: 10_000 });
    await waitFor(() => expect(descriptionOf(field)).toContain('See aktiveerimiskood on juba kasutatud. (209)'));
    expect(screen.getByText(/Kui aktiveerisid konto juba varem/)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Logi sisse' }).getAttribute('href')).toBe(
      '/et/sisselogimine',
    );
  });

  it('shows any other error by its code', async () => {
    open('/en/verifyemail?code=x', refusal(429));
    const field = await screen.findByLabelText('Activation code', {}, { timeout: 10_000 });
    await waitFor(() => expect(descriptionOf(field)).toContain('(429)'));
  });

  it('asks for a code before sending one, and sends nothing without a link', async () => {
    const { codes } = open('/en/verifyemail');
    await typeCode('');
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Activation code'))).toContain('required'));
    expect(document.activeElement).toBe(screen.getByLabelText('Activation code'));
    expect(codes).toEqual([]);
  });

  it('sends a new activation link to the address typed, checking it first', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, string>[] = [];
    renderApp({
      path: '/en/verifyemail',
      pages: { VERIFY_EMAIL: verifyEmail },
      answers: {
        'POST /player-api/player/resendActivation': async (request) => {
          bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
          return json({ success: true });
        },
      },
    });
    const send = await screen.findByRole('button', { name: 'Send a new activation link' }, { timeout: 10_000 });
    await user.click(send);
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'late@example.com');
    await user.click(send);
    expect(await screen.findByText(/^If an account at late@example\.com is waiting for activation/)).toBeTruthy();
    expect(bodies).toEqual([{ email: 'late@example.com' }]);
  });
});
