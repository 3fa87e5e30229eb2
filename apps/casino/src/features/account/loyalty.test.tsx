import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import { useProfilePanel } from '../../shared/profile-panel/panel-context';
import { formOf, playerAnswers, SLOW } from '../../shared/profile-panel/panel-testing';

/** The home route opening the profile panel on its landing page. */
const landing = {
  default: function OpensPanel() {
    const { open } = useProfilePanel();
    useEffect(() => open(), [open]);
    return null;
  },
};

/**
 * The server's points and balance, as the demo server keeps them: the test player holds `held` points (silver) and
 * 10 € cash + 50 € bonus money; `convert` answers POST /player/convertLoyaltyPoints (by default as the server does).
 */
function server(held: number, convert?: Answer) {
  /** `reloads: false` leaves a reload of the points unanswered: what shows then is what the cache was given. */
  const state = { held, promo: 50, reloads: true };
  const converts: Record<string, string>[] = [];
  const answers: Record<string, Answer> = {
    ...playerAnswers(),
    'GET /player-api/player/loyalty': () =>
      state.reloads ? json({ success: true, points: state.held, level: 'silver' }) : new Promise<Response>(() => {}),
    'GET /player-api/player/balance': () =>
      json({
        success: true,
        balance: 10 + state.promo,
        currency: 'EUR',
        cash: 10,
        promo: state.promo,
        currentTurnover: 0,
        totalTurnover: 0,
      }),
    'POST /player-api/player/convertLoyaltyPoints': async (request) => {
      const form = await formOf(request);
      converts.push(form);
      if (convert) return convert(request);
      state.held -= Number(form.pointAmount);
      state.promo += Number(form.pointAmount) / 100;
      return json({ success: true, points: state.held });
    },
  };
  const app = renderApp({ path: '/en', pages: { HOME: landing }, signedIn: true, answers });
  return { ...app, state, converts };
}

/** The landing page's loyalty section, once the points have loaded. */
async function loyaltySection() {
  const panel = await screen.findByRole('dialog', { name: 'My account' }, SLOW);
  const section = await within(panel).findByRole('region', { name: 'Loyalty points' }, SLOW);
  await waitFor(() => expect(section.getAttribute('aria-busy')).toBeNull(), SLOW);
  return { panel, section };
}

/** Opens the conversion form and types `points`; answers the field. */
async function typePoints(user: ReturnType<typeof userEvent.setup>, section: HTMLElement, points: string) {
  await user.click(within(section).getByRole('button', { name: 'Convert to bonus money' }));
  const field = within(section).getByRole('textbox', { name: 'Points to convert' });
  if (points) await user.type(field, points);
  return field;
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ');

describe('loyalty points on the profile panel', { timeout: 20_000 }, () => {
  it('show the points and the level, and what 100 points are worth', async () => {
    server(1250);
    const { section } = await loyaltySection();
    expect(within(section).getByText('1,250')).toBeTruthy();
    expect(text(section.querySelector('[data-slot="loyalty-card-level"]')!)).toBe('Level Silver');
    expect(
      within(section).getByText(
        '100 points = €1.00 in bonus money. You earn a point for every €1 you play with real money.',
      ),
    ).toBeTruthy();
  });

  it('convert: pointAmount is posted, then the points, the balance and a notice change at once', async () => {
    const user = userEvent.setup();
    const { requests, converts, state } = server(1250);
    const { panel, section } = await loyaltySection();
    state.reloads = false;
    expect(within(panel).getByText('€60.00')).toBeTruthy();

    const field = await typePoints(user, section, '500');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      '100–1,200 points, in hundreds',
    );
    expect(within(section).getByText('= €5.00 in bonus money')).toBeTruthy();
    const balanceLoads = requests.filter((request) => request === 'GET /player-api/player/balance').length;
    await user.click(within(section).getByRole('button', { name: 'Convert' }));

    expect(await within(section).findByText('500 points converted into bonus money: €5.00.')).toBeTruthy();
    expect(converts).toEqual([{ pointAmount: '500' }]);
    // The answer's points, before any reload; the level kept.
    expect(within(section).getByText('750')).toBeTruthy();
    expect(text(section.querySelector('[data-slot="loyalty-card-level"]')!)).toBe('Level Silver');
    expect(within(section).queryByRole('textbox')).toBeNull();
    await waitFor(() =>
      expect(requests.filter((request) => request === 'GET /player-api/player/balance').length).toBe(balanceLoads + 1),
    );
    expect(await within(panel).findByText('€65.00')).toBeTruthy();
    expect(within(panel).getByText('€55.00')).toBeTruthy();
  });

  it('refuses points out of range before any request', async () => {
    const user = userEvent.setup();
    const { converts } = server(1250);
    const { section } = await loyaltySection();
    const field = await typePoints(user, section, '');
    const convert = async (points: string) => {
      await user.clear(field);
      await user.type(field, points);
      await user.click(within(section).getByRole('button', { name: 'Convert' }));
      expect(field.getAttribute('aria-invalid')).toBe('true');
      return within(section).getByRole('alert').textContent;
    };
    expect(await convert('50')).toBe('Convert at least 100 points.');
    expect(await convert('1300')).toBe('You can convert at most 1,200 points.');
    expect(await convert('550')).toBe('Convert points in hundreds, for example 500.');
    await user.clear(field);
    await user.click(within(section).getByRole('button', { name: 'Convert' }));
    expect(within(section).getByRole('alert').textContent).toBe('Enter how many points to convert.');
    expect(converts).toEqual([]);
  });

  it('shows the message of a 195 with its code, and reloads the points', async () => {
    const user = userEvent.setup();
    const { requests, state } = server(1250, () =>
      json({ success: false, errorCode: 195, error: 'You do not have that many points' }, 400),
    );
    const { section } = await loyaltySection();
    await typePoints(user, section, '1200');
    // Meanwhile the points were spent elsewhere.
    state.held = 300;
    const loyaltyLoads = requests.filter((request) => request === 'GET /player-api/player/loyalty').length;
    await user.click(within(section).getByRole('button', { name: 'Convert' }));

    const alert = await within(section).findByRole('alert');
    expect(text(alert)).toBe('Please check the details you entered and try again. (195)');
    await waitFor(() =>
      expect(requests.filter((request) => request === 'GET /player-api/player/loyalty').length).toBe(loyaltyLoads + 1),
    );
    expect(await within(section).findByText('300')).toBeTruthy();
  });

  it('shows the unexpected-error message when the conversion fails otherwise', async () => {
    const user = userEvent.setup();
    server(1250, () => new Response('', { status: 500 }));
    const { section } = await loyaltySection();
    await typePoints(user, section, '500');
    await user.click(within(section).getByRole('button', { name: 'Convert' }));
    expect(text(await within(section).findByRole('alert'))).toBe(
      'An unexpected error occurred. Please try again later. (100)',
    );
    expect(within(section).getByRole('textbox', { name: 'Points to convert' })).toBeTruthy();
  });

  it('offers no conversion below 100 points, and says how many are needed', async () => {
    server(40);
    const { section } = await loyaltySection();
    expect(within(section).getByText('40')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(
      within(section).getByText(
        'You can convert points into bonus money once you have at least 100 points. You earn a point for every €1 you play with real money.',
      ),
    ).toBeTruthy();
  });
});
