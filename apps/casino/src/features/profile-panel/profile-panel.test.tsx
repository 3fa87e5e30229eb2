import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../../test/app-harness';
import { openingOn, playerAnswers, SLOW } from '../../shared/profile-panel/panel-testing';

const player = playerAnswers();

let desktop = true;
/** What listens for the viewport to cross the breakpoint. */
let onMediaChange: (() => void) | undefined;
beforeEach(() => {
  desktop = true;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return desktop;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => (onMediaChange = listener),
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

/** The header's balance button once it is the dropdown's trigger (the panel's code loads when the browser is idle). */
const balanceButton = async () => {
  const banner = await screen.findByRole('banner', {}, SLOW);
  return waitFor(() => {
    const button = within(banner).getByRole('button', { name: /€60\.00/ });
    expect(button.getAttribute('aria-expanded')).not.toBeNull();
    return button;
  }, SLOW);
};

const openDesktop = async (user: ReturnType<typeof userEvent.setup>) => {
  const button = await balanceButton();
  await user.click(button);
  return { panel: await screen.findByRole('dialog', { name: 'My account' }, SLOW) };
};

const title = (name: string) => screen.findByRole('heading', { level: 2, name }, SLOW);

describe('the profile panel on desktop', { timeout: 20_000 }, () => {
  it('opens from the balance button on the landing page: the player, the money, the wagering and the rows', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/en/nothing', signedIn: true, answers: player });
    const { panel } = await openDesktop(user);
    expect(panel.dataset.width).toBe('landing');
    expect(await within(panel).findByText('Onnekas77', {}, SLOW)).toBeTruthy();
    expect(within(panel).getByText('€10.00')).toBeTruthy();
    expect(within(panel).getByText('€50.00')).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: 'Wagering' }).getAttribute('aria-valuetext')).toBe(
      '€40.00 / €100.00',
    );
    const rows = within(within(panel).getByRole('list', { name: 'My account pages' })).getAllByRole('button');
    expect(rows.map((row) => row.querySelector('[data-slot="panel-menu-item-label"]')?.textContent)).toEqual([
      'Settings',
      'Campaigns and bonuses',
      'Transactions',
      'Documents',
      'Phone number',
      'Account verification',
      'Customer support',
      'Close account',
      'Responsible gaming',
      'Spending',
    ]);
    expect(within(panel).getByRole('button', { name: 'Campaigns and bonuses 3 bonuses' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Deposit' })).toBeTruthy();
  });

  it('pushes a page (550 px) and goes back, focus on each page title; Escape closes, focus back on the opener', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/en/nothing', signedIn: true, answers: player });
    const { panel } = await openDesktop(user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My account' })));

    await user.click(await within(panel).findByRole('button', { name: 'Settings' }, SLOW));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Settings'));
    expect(screen.getByRole('dialog', { name: 'Settings' }).dataset.width).toBe('page');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('My account')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Avatar' }, SLOW));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Avatar'), SLOW);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Settings'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(await balanceButton());
  });

  it('keeps the stack when opened again at once, and resets it to the landing page 500 ms after closing', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/en/nothing', signedIn: true, answers: player });
    const { panel } = await openDesktop(user);
    await user.click(await within(panel).findByRole('button', { name: 'Settings' }, SLOW));
    await title('Settings');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await balanceButton());
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(await balanceButton());
    expect(await screen.findByRole('dialog', { name: 'My account' })).toBeTruthy();
  });

  it('jumps back to a page of the trail', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/en/nothing', signedIn: true, answers: player });
    const { panel } = await openDesktop(user);
    await user.click(await within(panel).findByRole('button', { name: 'Settings' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Marketing preferences' }, SLOW));
    await title('Marketing preferences');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('button', { name: 'My account' }),
    );
    expect(await screen.findByRole('dialog', { name: 'My account' })).toBeTruthy();
  });

  it('opens responsible gaming: the limits at a glance, the reality check and help; its button leads to the limits page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/player/limits': () =>
          json({
            success: true,
            limits: [
              {
                type: 'dailyLoss',
                amount: 50,
                usedAmount: 20,
                minAmount: 10,
                maxAmount: 100000,
                autoRenew: true,
                currency: 'EUR',
              },
            ],
            trueLimits: {},
            depositLimits: [{ currency: 'EUR', ammount: 300, weeklyDeposit: true }, { coolOff: false }],
          }),
        'GET /player-api/player/limit/realityCheck/reset': () =>
          json({ success: true, minutes: 30, nextCheckTime: null }),
      },
    });
    const { panel } = await openDesktop(user);
    await user.click(await within(panel).findByRole('button', { name: 'Responsible gaming' }, SLOW));
    expect(await title('Responsible gaming')).toBeTruthy();
    expect(await within(panel).findByText('Daily loss limit', {}, SLOW)).toBeTruthy();
    expect(within(panel).getAllByRole('progressbar', { name: 'Left' })).toHaveLength(2);
    expect(within(panel).getByText('Weekly deposit limit')).toBeTruthy();
    expect(within(panel).getAllByText('€300.00')).not.toHaveLength(0);
    expect(within(panel).getByText('Not on')).toBeTruthy();
    expect(await within(panel).findByText(/It is on: every 30 minutes\./)).toBeTruthy();
    for (const [name, href] of [
      ['Peluuri', 'https://www.peluuri.fi'],
      ['Peliklinikka', 'https://www.peliklinikka.fi'],
      ['Sõltuvusabi', 'https://www.soltuvusabi.ee'],
    ])
      expect(
        within(panel)
          .getByRole('link', { name: new RegExp(`^${name}`) })
          .getAttribute('href'),
      ).toBe(href);

    await user.click(within(panel).getByRole('button', { name: 'Change limits or take a cool-off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/profile/limits');
  });

  it('logs out from its last row: closed, the player data gone, the header offers log in', async () => {
    const user = userEvent.setup();
    let logouts = 0;
    const { queryClient } = renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: {
        ...player,
        'POST /player-api/logout': () => {
          logouts += 1;
          return json({ success: true });
        },
      },
    });
    const { panel } = await openDesktop(user);
    await user.click(await within(panel).findByRole('button', { name: 'Log out' }, SLOW));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Register' })).toBeTruthy();
    expect(logouts).toBe(1);
    expect(queryClient.getQueryData(['player', 'player'])).toBeUndefined();
    expect(queryClient.getQueryData(['player', 'avatar'])).toBeUndefined();
  });
});

describe('the profile panel on a phone', { timeout: 20_000 }, () => {
  it('opens as a side sheet on main-page from the bottom bar, and gives focus back when closed', async () => {
    desktop = false;
    const user = userEvent.setup();
    renderApp({ path: '/en/nothing', signedIn: true, answers: player });
    const bar = await screen.findByRole('navigation', { name: 'Quick menu' }, SLOW);
    const profile = await within(bar).findByRole('button', { name: /^Profile/ }, SLOW);
    await user.click(profile);
    const sheet = await screen.findByRole('dialog', { name: 'My account' }, SLOW);
    expect(sheet.dataset.slot).toBe('sheet-content');
    expect(sheet.querySelector('[data-panel-page="main-page"]')).toBeTruthy();
    await user.click(await within(sheet).findByRole('button', { name: 'Customer support' }, SLOW));
    expect(await title('Customer support')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(profile);
  });
});

describe('the profile panel across the breakpoint', { timeout: 20_000 }, () => {
  it('becomes the side sheet on the same pages when the window narrows', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/en/nothing', signedIn: true, answers: player });
    const { panel } = await openDesktop(user);
    await user.click(await within(panel).findByRole('button', { name: 'Settings' }, SLOW));
    await title('Settings');
    desktop = false;
    act(() => onMediaChange?.());
    const sheet = await screen.findByRole('dialog', { name: 'Settings' }, SLOW);
    await waitFor(() => expect(sheet.dataset.slot).toBe('sheet-content'));
    expect(within(within(sheet).getByRole('navigation', { name: 'Breadcrumb' })).getByText('My account')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-slot="dropdown-panel"]')).toBeNull());
  });

  it('comes back on the same pages, once each, when the window widens again at once', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/en/nothing', signedIn: true, answers: player });
    const { panel } = await openDesktop(user);
    await user.click(await within(panel).findByRole('button', { name: 'Settings' }, SLOW));
    await user.click(await within(panel).findByRole('button', { name: /Personal details/ }, SLOW));
    await title('Personal details');
    const crumbs = (dialog: HTMLElement) =>
      within(within(dialog).getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('/', ''));
    desktop = false;
    act(() => onMediaChange?.());
    // The dropdown goes at once, so that the sheet never shows beside it.
    expect(document.querySelector('[data-slot="dropdown-panel"]')).toBeNull();
    const sheet = await screen.findByRole('dialog', { name: 'Personal details' }, SLOW);
    expect(crumbs(sheet)).toEqual(['My account', 'Settings']);
    // Back before the sheet's stack has reset: the dropdown starts from its first page again, not on its old stack.
    desktop = true;
    act(() => onMediaChange?.());
    const dropdown = await waitFor(() => {
      const dialog = screen.getByRole('dialog', { name: 'Personal details' });
      expect(dialog.dataset.slot).not.toBe('sheet-content');
      return dialog;
    }, SLOW);
    expect(crumbs(dropdown)).toEqual(['My account', 'Settings']);
    await waitFor(() => expect(document.querySelector('[data-slot="sheet-content"]')).toBeNull());
  });
});

describe('useProfilePanel', { timeout: 20_000 }, () => {
  it('opens the panel on a page above the landing page', async () => {
    renderApp({ path: '/en', pages: { HOME: openingOn('settings') }, signedIn: true, answers: player });
    expect(await screen.findByRole('dialog', { name: 'Settings' }, SLOW)).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('My account')).toBeTruthy();
  });
});
