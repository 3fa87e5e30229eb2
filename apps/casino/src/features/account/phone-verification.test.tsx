import { NOTICE_MS } from '@casino/flows';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import { PhonePage } from './phone-page';

const ok = () => json({ success: true });
const aPlayer = (fields: Record<string, unknown> = {}) => ({
  success: true,
  userId: 7,
  nickName: 'Lucky7',
  firstName: 'Maija',
  lastName: 'Mallikas',
  email: 'maija@example.com',
  phoneNumber: '+358401234567',
  phoneNumberVerified: false,
  country: 'FIN',
  receiveEmail: true,
  receiveSms: true,
  lastLoginTime: null,
  ...fields,
});

const pages = { HOME: { default: PhonePage } };

function open(player: Record<string, unknown>, answers: Record<string, Answer> = {}) {
  const bodies: Record<string, string[]> = {};
  const rendered = renderApp({
    path: '/en',
    pages,
    signedIn: true,
    answers: {
      'GET /player-api/player': () => json(player),
      'GET /player-api/player/smsVerificationHistory': () => json({ success: true, history: [] }),
      ...Object.fromEntries(
        Object.entries(answers).map(([name, answer]) => [
          name,
          async (request: Request) => {
            (bodies[name] ??= []).push(await request.clone().text());
            return answer(request);
          },
        ]),
      ),
    },
  });
  const playerLoads = () => rendered.requests.filter((request) => request === 'GET /player-api/player').length;
  return { ...rendered, bodies, playerLoads };
}

afterEach(() => vi.useRealTimers());

describe('the phone page: an unverified number', () => {
  it('sends the code, confirms it, shows the success for 5 seconds, then loads the player again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { requests, bodies, playerLoads } = open(aPlayer(), {
      'GET /player-api/player/sendVerificationSms': ok,
      'POST /player-api/player/verifySmsShortCode': ok,
    });
    expect(await screen.findByText('+358401234567')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Verification code');
    expect(requests).toContain('GET /player-api/player/sendVerificationSms');
    expect(screen.getByText('We sent a verification code to +358401234567.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Your phone number is verified.')).toBeTruthy();
    expect(bodies['POST /player-api/player/verifySmsShortCode']).toEqual(['code=482913']);
    const loads = playerLoads();
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_MS - 100));
    expect(screen.getByText('Your phone number is verified.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(playerLoads()).toBeGreaterThan(loads));
    expect(requests).toContain('GET /player-api/verification/status');
    expect(screen.queryByText('Your phone number is verified.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change number' })).toBeTruthy();
  });

  it("shows a wrong code's error with its code for 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    open(aPlayer(), {
      'GET /player-api/player/sendVerificationSms': ok,
      'POST /player-api/player/verifySmsShortCode': () => json({ success: false, errorCode: 180, error: 'Wrong' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('(180)');
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_MS));
    expect(screen.queryByText('(180)')).toBeNull();
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
  });

  it('offers to add a number when there is none', async () => {
    open(aPlayer({ phoneNumber: null }));
    expect(await screen.findByText('You have not given a phone number yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add number' })).toBeTruthy();
  });
});

describe('the phone page: a verified number', () => {
  it('checks a new number before sending it, then validates and saves it', async () => {
    const user = userEvent.setup();
    const { requests, bodies } = open(aPlayer({ phoneNumberVerified: true }), {
      'POST /player-api/player/phonenumber': ok,
      'POST /player-api/player/updateFields': () => json(aPlayer({ phoneNumber: '+358501112223' })),
    });
    expect(await screen.findByText('Verified')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    const field = await screen.findByLabelText('New phone number');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('Enter a phone number.')).toBeTruthy();
    expect(requests.some((request) => request.includes('/player/phonenumber'))).toBe(false);

    // Letters are dropped as they are typed: the number takes digits only.
    await user.type(field, '50-111 2223');
    expect((field as HTMLInputElement).value).toBe('501112223');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('+358501112223')).toBeTruthy();
    expect(bodies['POST /player-api/player/phonenumber']).toEqual(['phonenumber=%2B358501112223']);
    expect(bodies['POST /player-api/player/updateFields']).toEqual(['phoneNumber=%2B358501112223']);
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('lists the codes sent, newest first, and the new one after a send', async () => {
    const sent = [{ phoneNumber: '+358401234567', sentTime: '2026-11-30T10:00:00Z', verified: false }];
    const user = userEvent.setup();
    open(aPlayer(), {
      'GET /player-api/player/smsVerificationHistory': () => json({ success: true, history: sent }),
      'GET /player-api/player/sendVerificationSms': () => {
        sent.unshift({ phoneNumber: '+358401234567', sentTime: '2026-12-01T09:30:00Z', verified: false });
        return ok();
      },
    });
    const history = await screen.findByRole('region', { name: 'Codes sent' }, { timeout: 5000 });
    expect(await within(history).findAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('Not used')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(within(history).getAllByRole('listitem')[0]!.querySelector('time')!.getAttribute('dateTime')).toBe(
      '2026-12-01T09:30:00Z',
    );
  });

  it('says when no code has been sent', async () => {
    open(aPlayer(), { 'GET /player-api/player/smsVerificationHistory': () => json({ success: true, history: [] }) });
    expect(await screen.findByText('No codes sent yet.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
