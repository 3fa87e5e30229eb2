import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import * as forgotPassword from '../../routes/forgot-password';
import * as login from '../../routes/login';

/** The app loads its route and texts first: on a busy machine that takes more than findBy's second. */
const slow = { timeout: 8000 };

const refuse = (errorCode: number) => () => json({ success: false, errorCode, error: 'Refused' }, 400);

function open(path: string, answers: Record<string, Answer> = {}) {
  const bodies: Record<'trigger' | 'modify', URLSearchParams[]> = { trigger: [], modify: [] };
  const record = (name: keyof typeof bodies, answer: Answer) => async (request: Request) => {
    bodies[name].push(new URLSearchParams(await request.text()));
    return answer(request);
  };
  const app = renderApp({
    path,
    pages: { FORGOT_PASSWORD: forgotPassword, LOGIN: login },
    answers: {
      'POST /player-api/player/triggerForgotPassword': record(
        'trigger',
        answers.trigger ?? (() => json({ success: true })),
      ),
      'POST /player-api/player/modifyForgotPassword': record(
        'modify',
        answers.modify ?? (() => json({ success: true })),
      ),
    },
  });
  return { ...app, bodies };
}

async function request(email = 'teppo@example.com', birthDate = '1985-05-15') {
  await userEvent.type(await screen.findByLabelText('E-mail', undefined, slow), email);
  if (birthDate) await userEvent.type(screen.getByLabelText('Date of birth'), birthDate);
  await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
}

async function reset(code: string | null, password = 'uusi-salasana1', confirm = password) {
  const field = await screen.findByLabelText('Code', undefined, slow);
  if (code !== null) {
    await userEvent.clear(field);
    if (code) await userEvent.type(field, code);
  }
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('New password again'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
}

// The whole app renders; on a busy two-core machine each step takes a moment.
describe('forgot password', { timeout: 20_000 }, () => {
  it('sends the e-mail and birth date, then the code and the new password, and invites to log in', async () => {
    const { bodies, router } = open('/en/login/forgotPassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' }, slow)).toBeTruthy();
    await request(' teppo@example.com ');
    expect(await screen.findByText('We sent the code to teppo@example.com.', undefined, slow)).toBeTruthy();
    expect(Object.fromEntries(bodies.trigger[0]!)).toEqual({ email: 'teppo@example.com', birthDate: '1985-05-15' });

    await reset(' A1B2C3 ');
    expect(await screen.findByText('Your password has been changed', undefined, slow)).toBeTruthy();
    expect(Object.fromEntries(bodies.modify[0]!)).toEqual({
      activationCode: 'A1B2C3',
      password: 'uusi-salasana1',
      confirmPassword: 'uusi-salasana1',
    });
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
  });

  it('opens at the new password with the code of the mail’s link', async () => {
    const { bodies } = open('/en/login/forgotPassword?code=LINK42');
    expect(await screen.findByLabelText('Code', undefined, slow)).toHaveProperty('value', 'LINK42');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await reset(null);
    await screen.findByText('Your password has been changed', undefined, slow);
    expect(bodies.modify[0]!.get('activationCode')).toBe('LINK42');
    expect(bodies.trigger).toEqual([]);
  });

  it('checks the fields before sending anything', async () => {
    const { bodies } = open('/en/login/forgotPassword');
    await request('teppo@', '');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(bodies.trigger).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'I already have a code' }));
    await reset('', 'short', 'other');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getAllByText(/at least 6 characters long/)).toHaveLength(2);
    expect(bodies.modify).toEqual([]);
  });

  it('asks for the same password twice', async () => {
    const { bodies } = open('/en/login/forgotPassword?code=C');
    await reset(null, 'salasana1', 'salasana2');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(bodies.modify).toEqual([]);
  });

  it.each([
    [181, 'No account was found with this e-mail address.'],
    [109, 'The password or date of birth is incorrect.'],
  ])('shows the request refused with %i by its message and code', async (code, message) => {
    open('/en/login/forgotPassword', { trigger: refuse(code) });
    await request();
    const alert = (await screen.findByText(message, undefined, slow)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(`(${code})`)).toBeTruthy();
    // Still the first step, to correct and send again.
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'teppo@example.com');
  });

  it.each([
    [183, 'The activation code was not found. Check the code and try again.'],
    [209, 'This activation code has already been used.'],
    [213, 'The passwords do not match.'],
    [104, /no ä, ö or other accented letters/],
    [1001, 'The password is too short. Use at least 6 characters.'],
  ])('shows the reset refused with %i by its message', async (code, message) => {
    open('/en/login/forgotPassword?code=C', { modify: refuse(code) });
    await reset(null);
    const alert = (await screen.findByText(message, undefined, slow)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(`(${code})`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change the password' })).toBeTruthy();
  });

  it('goes back for a new code from the reset form', async () => {
    open('/en/login/forgotPassword?code=OLD');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a new code' }, slow));
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
  });

  it.each([
    ['/en/games', '/en/games'],
    ['//evil.example/phish', '/en'],
  ])('sends a logged-in player with redirectUrl %s on to %s, as the login page does', async (redirectUrl, to) => {
    const { router } = renderApp({
      path: `/en/login/forgotPassword?redirectUrl=${encodeURIComponent(redirectUrl)}`,
      pages: { FORGOT_PASSWORD: forgotPassword },
      signedIn: true,
      answers: { 'GET /player-api/player': () => json({ success: true, userId: 7, nickName: 'Teppo' }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(to), { timeout: 10_000 });
  });

  it('has its Finnish path', async () => {
    open('/login/forgotPassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unohtunut salasana' }, slow)).toBeTruthy();
  });

  it('has its Estonian path', async () => {
    open('/et/sisselogimine/unustatud-parool?code=X');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unustatud parool' }, slow)).toBeTruthy();
    expect(screen.getByLabelText('Kood')).toHaveProperty('value', 'X');
  });
});
