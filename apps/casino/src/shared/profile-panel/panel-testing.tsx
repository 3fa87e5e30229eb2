import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { useEffect } from 'react';
import { json, type Answer } from '../../../test/app-harness';
import { useProfilePanel } from './panel-context';
import type { PanelPage } from './panel-page';

/** The tests' player: Onnekas77, no marketing consents, the balance with wagering to do, avatar 3 of 12. */
export const playerAnswers = (overrides: Record<string, unknown> = {}): Record<string, Answer> => ({
  'GET /player-api/player': () =>
    json({
      success: true,
      userId: 7,
      nickName: 'Onnekas77',
      firstName: 'Teppo',
      lastName: 'Testaaja',
      address: 'Testikatu',
      houseNumber: '1',
      zipCode: '00100',
      city: 'Helsinki',
      email: 'teppo@example.com',
      phoneNumber: null,
      phoneNumberVerified: false,
      country: 'FIN',
      receiveEmail: false,
      receiveSms: false,
      ...overrides,
    }),
  'GET /player-api/player/balance': () =>
    json({ success: true, balance: 60, currency: 'EUR', cash: 10, promo: 50, currentTurnover: 60, totalTurnover: 100 }),
  'GET /api/user/avatar': () => json({ success: true, avatar: { id: 3, url: '/images/avatars/12/3.svg' } }),
  'GET /player-api/player/bonuses/freeSpins': () =>
    json({ success: true, bonuses: { count: 2 }, pageCount: 1, transactions: [] }),
  'GET /player-api/campaigns/depositCampaigns': () => json({ success: true, campaigns: [{ id: 1 }] }),
});

/** The first sight waits for the app to start, the player to load and the page's code to come. */
export const SLOW = { timeout: 10_000 };

/** A route module that opens the panel on `page` as it shows, as the transactions routes do on desktop. */
export const openingOn = (page: PanelPage) => ({
  default: function OpensPanel() {
    const { open } = useProfilePanel();
    useEffect(() => open(page), [open]);
    return null;
  },
});

/** The form fields of a request body (the player API takes form posts, the avatar API JSON). */
export const formOf = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

/** Opens the panel from the header's balance (60 €, the test player's) and presses its `button`; answers the panel. */
export async function openFromBalance(user: ReturnType<typeof userEvent.setup>, button: string) {
  const banner = await screen.findByRole('banner', {}, SLOW);
  const balance = await waitFor(() => {
    const opener = within(banner).getByRole('button', { name: /€60\.00/ });
    expect(opener.getAttribute('aria-expanded')).not.toBeNull();
    return opener;
  }, SLOW);
  await user.click(balance);
  const panel = await screen.findByRole('dialog', { name: 'My account' }, SLOW);
  await user.click(await within(panel).findByRole('button', { name: button }, SLOW));
  return panel;
}

/** Every media query matches: the desktop panel (a dropdown under the header's balance). Undo with vi.unstubAllGlobals. */
export function stubDesktopViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
