import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import { formOf, openingOn, playerAnswers, SLOW } from '../../shared/profile-panel/panel-testing';
import type { PanelPage } from '../../shared/profile-panel/panel-page';

const refuse =
  (errorCode: number, status = 400) =>
  () =>
    json({ success: false, errorCode, error: 'No' }, status);
const ok = () => json({ success: true });

/** The panel opened on `page` (en), with the player's answers and `answers` over them. */
function openOn(page: PanelPage, answers: Record<string, Answer> = {}) {
  return renderApp({
    path: '/en',
    pages: { HOME: openingOn(page) },
    signedIn: true,
    answers: { ...playerAnswers(), ...answers },
  });
}

const section = (name: string) => screen.findByRole('group', { name }, SLOW);
const posts = (requests: string[]) => requests.filter((request) => request.startsWith('POST '));

describe('user data: nickname', { timeout: 20_000 }, () => {
  it('is validated by the server first, then saved, and the player refreshed', async () => {
    const user = userEvent.setup();
    const { requests } = openOn('user', {
      'POST /player-api/player/nickname': ok,
      'POST /player-api/player/updateFields': async (request) => {
        expect(await formOf(request)).toEqual({ nickName: 'Pohjois-Pohjanmaan_Onnekas' });
        return playerAnswers({ nickName: 'Pohjois-Pohjanmaan_Onnekas' })['GET /player-api/player']!(request);
      },
    });
    const nickname = await section('Nickname');
    const save = within(nickname).getByRole('button', { name: 'Save nickname' });
    // Nothing to save until it changes.
    expect(save.hasAttribute('disabled')).toBe(true);
    const field = within(nickname).getByLabelText('Your nickname');
    await user.clear(field);
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(field, 'Pohjois-Pohjanmaan_Onnekas');
    const playerLoads = requests.filter((request) => request === 'GET /player-api/player').length;
    await user.click(save);
    expect(await within(nickname).findByText('Your nickname has been saved.')).toBeTruthy();
    expect(posts(requests)).toEqual(['POST /player-api/player/nickname', 'POST /player-api/player/updateFields']);
    await waitFor(() =>
      expect(requests.filter((request) => request === 'GET /player-api/player').length).toBe(playerLoads + 1),
    );
  });

  it('is not saved when the server refuses it: the update-failed message', async () => {
    const user = userEvent.setup();
    const { requests } = openOn('user', { 'POST /player-api/player/nickname': refuse(180) });
    const nickname = await section('Nickname');
    await user.type(within(nickname).getByLabelText('Your nickname'), '2');
    await user.click(within(nickname).getByRole('button', { name: 'Save nickname' }));
    expect(await within(nickname).findByText('Your changes could not be saved. Please try again.')).toBeTruthy();
    expect(posts(requests)).toEqual(['POST /player-api/player/nickname']);
  });
});

describe('user data: e-mail', { timeout: 20_000 }, () => {
  it('keeps its button disabled until the address is well formed, then validates on the server before saving', async () => {
    const user = userEvent.setup();
    const { requests } = openOn('user', {
      'POST /player-api/player/email': async (request) => {
        expect(await formOf(request)).toEqual({ email: 'uusi@example.com' });
        return ok();
      },
      'POST /player-api/player/updateFields': playerAnswers({ email: 'uusi@example.com' })['GET /player-api/player']!,
    });
    const email = await section('E-mail');
    const field = within(email).getByLabelText('Your e-mail address');
    const update = within(email).getByRole('button', { name: 'Update e-mail' });
    await user.clear(field);
    await user.type(field, 'uusi@example');
    expect(update.hasAttribute('disabled')).toBe(true);
    await user.tab();
    expect(within(email).getByText('Enter a valid e-mail address.')).toBeTruthy();
    await user.type(field, '.com');
    expect(update.hasAttribute('disabled')).toBe(false);
    await user.click(update);
    expect(await within(email).findByText('Your e-mail address has been updated.')).toBeTruthy();
    expect(posts(requests)).toEqual(['POST /player-api/player/email', 'POST /player-api/player/updateFields']);
  });

  it('shows why the server refused the address, and saves nothing', async () => {
    const user = userEvent.setup();
    const { requests } = openOn('user', { 'POST /player-api/player/email': refuse(180) });
    const email = await section('E-mail');
    const field = within(email).getByLabelText('Your e-mail address');
    await user.clear(field);
    await user.type(field, 'varattu@example.com');
    await user.click(within(email).getByRole('button', { name: 'Update e-mail' }));
    expect(await within(email).findByRole('alert')).toBeTruthy();
    expect(within(email).getByRole('alert').textContent).toContain('(180)');
    expect(posts(requests)).toEqual(['POST /player-api/player/email']);
  });
});

describe('user data: e-mail verification', { timeout: 20_000 }, () => {
  const status = (emailVerified: boolean) => () =>
    json({ success: true, emailVerified, phoneNumberVerified: false, identityVerified: false });
  /** The text of what a control is described by: its hint and error. */
  const descriptionOf = (control: HTMLElement) =>
    (control.getAttribute('aria-describedby')?.split(' ') ?? [])
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  it('says an unverified address is so, and leads to the verify-e-mail page, closing the panel', async () => {
    const user = userEvent.setup();
    const { router } = openOn('user', { 'GET /player-api/verification/status': status(false) });
    const email = await section('E-mail');
    const field = within(email).getByLabelText('Your e-mail address');
    await waitFor(() => expect(descriptionOf(field)).toContain('Not verified'));
    expect(descriptionOf(field)).toContain('Verify your address with the code we sent to it.');
    const verify = within(email).getByRole('link', { name: 'Enter the code' });
    expect(verify.getAttribute('href')).toBe('/en/verifyemail');
    await user.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/verifyemail'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My account' })).toBeNull());
  });

  it('says nothing of a verified address', async () => {
    const { queryClient } = openOn('user', { 'GET /player-api/verification/status': status(true) });
    const email = await section('E-mail');
    await waitFor(() => expect(queryClient.getQueryData(['player', 'verification'])).toBeDefined());
    expect(within(email).queryByText('Not verified')).toBeNull();
    expect(within(email).queryByRole('link', { name: 'Enter the code' })).toBeNull();
  });

  it('asks for the status again when the address changes, and leads to the code the new one was sent', async () => {
    const user = userEvent.setup();
    let verified = true;
    openOn('user', {
      'GET /player-api/verification/status': () => status(verified)(),
      'POST /player-api/player/email': ok,
      'POST /player-api/player/updateFields': (request) => {
        verified = false;
        return playerAnswers({ email: 'uusi@example.com' })['GET /player-api/player']!(request);
      },
    });
    const email = await section('E-mail');
    const field = within(email).getByLabelText('Your e-mail address');
    expect(within(email).queryByRole('link', { name: 'Enter the code' })).toBeNull();
    await user.clear(field);
    await user.type(field, 'uusi@example.com');
    await user.click(within(email).getByRole('button', { name: 'Update e-mail' }));
    expect(await within(email).findByText('Your e-mail address has been updated.')).toBeTruthy();
    expect(await within(email).findByRole('link', { name: 'Enter the code' })).toBeTruthy();
    expect(descriptionOf(field)).toContain('Not verified');
  });
});

describe('user data: password', { timeout: 20_000 }, () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    group: HTMLElement,
    old: string,
    next: string,
    again = next,
  ) => {
    await user.type(within(group).getByLabelText('Current password'), old);
    await user.type(within(group).getByLabelText('New password'), next);
    await user.type(within(group).getByLabelText('Repeat the new password'), again);
  };

  it('checks the fields first: a short password and a mismatch, nothing sent', async () => {
    const user = userEvent.setup();
    const { requests } = openOn('user');
    const password = await section('Password');
    await fill(user, password, 'secret12', 'uusi1', 'uusi2');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getAllByText(/may only contain/).length).toBeGreaterThan(0);
    // Refused until a field changes.
    expect(within(password).getByRole('button', { name: 'Change password' }).hasAttribute('disabled')).toBe(true);
    await user.type(within(password).getByLabelText('New password'), '234');
    await user.type(within(password).getByLabelText('Repeat the new password'), '345');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('The passwords do not match.')).toBeTruthy();
    expect(posts(requests)).toEqual([]);
  });

  it('disables the button while the wrong-old-password error shows, until a field changes', async () => {
    const user = userEvent.setup();
    const { requests } = openOn('user', { 'POST /player-api/player/updatePassword': refuse(109) });
    const password = await section('Password');
    await fill(user, password, 'vaara123', 'uusi1234');
    const change = within(password).getByRole('button', { name: 'Change password' });
    await user.click(change);
    expect(await within(password).findByText('Your current password is incorrect.')).toBeTruthy();
    expect(change.hasAttribute('disabled')).toBe(true);
    expect(within(password).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(password).getByLabelText('Current password'), '4');
    expect(change.hasAttribute('disabled')).toBe(false);
    expect(posts(requests)).toEqual(['POST /player-api/player/updatePassword']);
  });

  it('changes it, empties the fields and says so', async () => {
    const user = userEvent.setup();
    openOn('user', {
      'POST /player-api/player/updatePassword': async (request) => {
        expect(await formOf(request)).toEqual({
          oldPassword: 'secret12',
          password: 'uusi1234',
          confirmPassword: 'uusi1234',
        });
        return ok();
      },
    });
    const password = await section('Password');
    await fill(user, password, 'secret12', 'uusi1234');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Your password has been changed.')).toBeTruthy();
    expect((within(password).getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });
});

describe('avatar', { timeout: 20_000 }, () => {
  it("shows the brand's 12 pictures with the player's chosen, saves another and confirms it", async () => {
    const user = userEvent.setup();
    let saved: unknown;
    const { requests } = openOn('avatar', {
      'POST /api/user/avatar': async (request) => {
        saved = await request.json();
        return json({ success: true, avatar: { id: 5, url: '/images/avatars/12/5.svg' } });
      },
    });
    const grid = await screen.findByRole('radiogroup', { name: 'Choose your avatar' }, SLOW);
    expect(within(grid).getAllByRole('radio')).toHaveLength(12);
    expect(within(grid).getByRole('radio', { name: 'Avatar 3' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(grid).getByRole('radio', { name: 'Avatar 5' }));
    const avatarLoads = requests.filter((request) => request === 'GET /api/user/avatar').length;
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText('Your avatar has been changed!')).toBeTruthy();
    expect(saved).toEqual({ avatar: 5 });
    await waitFor(() =>
      expect(requests.filter((request) => request === 'GET /api/user/avatar').length).toBe(avatarLoads + 1),
    );
  });

  it('says when the save failed', async () => {
    const user = userEvent.setup();
    openOn('avatar', { 'POST /api/user/avatar': refuse(195) });
    await user.click(await screen.findByRole('button', { name: 'Save avatar' }, SLOW));
    expect(await screen.findByText('Your changes could not be saved. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Your avatar has been changed!')).toBeNull();
  });
});

describe('marketing', { timeout: 20_000 }, () => {
  it('starts from the consents given, withdraws one as easily as it gives the other, and says it is saved', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    openOn('marketing', {
      'GET /player-api/player': playerAnswers({ receiveEmail: true })['GET /player-api/player']!,
      'POST /player-api/player/updateFields': async (request) => {
        sent = await formOf(request);
        return playerAnswers({ receiveSms: true })['GET /player-api/player']!(request);
      },
    });
    const email = await screen.findByRole('checkbox', { name: 'By e-mail' }, SLOW);
    const sms = screen.getByRole('checkbox', { name: 'By text message' });
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(sms.getAttribute('aria-checked')).toBe('false');
    await user.click(email);
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(sent).toEqual({ receiveEmail: 'false', receiveSms: 'true' });
  });

  it('shows the failure notice when the save fails', async () => {
    const user = userEvent.setup();
    openOn('marketing', { 'POST /player-api/player/updateFields': refuse(100, 500) });
    await user.click(await screen.findByRole('button', { name: 'Save preferences' }, SLOW));
    expect(await screen.findByText('Your changes could not be saved. Please try again.')).toBeTruthy();
  });
});

describe('the other settings pages', { timeout: 20_000 }, () => {
  it('settings lists user data, avatar and marketing', async () => {
    openOn('settings');
    const list = await screen.findByRole('list', { name: 'Settings' }, SLOW);
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['Personal details', 'Avatar', 'Marketing preferences']);
  });

  it('verification is a stub with one button, which opens the document upload', async () => {
    const user = userEvent.setup();
    openOn('verification');
    await user.click(await screen.findByRole('button', { name: 'Upload documents' }, SLOW));
    expect(await screen.findByRole('heading', { level: 2, name: 'Upload documents' }, SLOW)).toBeTruthy();
  });

  it('customer support offers the support address, and no chat without the widget', async () => {
    openOn('customer-support');
    const mail = await screen.findByRole('link', { name: /Send an e-mail/ }, SLOW);
    expect(mail.getAttribute('href')).toBe('mailto:support@kasino.fi');
    expect(screen.queryByRole('button', { name: 'Open the chat' })).toBeNull();
  });

  it('close account has its title and description only', async () => {
    openOn('close');
    expect(await screen.findByText(/To close your account/, {}, SLOW)).toBeTruthy();
    expect(within(screen.getByRole('dialog')).queryAllByRole('textbox')).toHaveLength(0);
  });
});
