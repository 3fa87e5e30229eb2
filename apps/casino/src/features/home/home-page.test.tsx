import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/render-app';

const now = new Date();
const today = `${now.getDate()}.${now.getMonth() + 1}.${now.getFullYear()}`;
const games = [
  { id: 1, name: 'Book of Dead', friendly_name: 'book-of-dead', provider: 12, release_date: '14.11.2020' },
  {
    id: 2,
    name: 'Northern Lights Low',
    friendly_name: 'northern-lights-low',
    provider: 3,
    release_date: today,
    translations: { fi: { title: 'Revontulet (Low)' } },
  },
];

const gamesApi = (answer: () => Promise<Response> | Response) => ({ 'GET /content/games': answer });

describe('home page', () => {
  it('says the games are loading until they arrive', async () => {
    renderApp(
      '/',
      gamesApi(() => new Promise<Response>(() => {})),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Ladataan pelejä…');
    expect(screen.queryByRole('list', { name: 'Pelit' })).toBeNull();
  });

  it('lists the games by their display title, each linking to its play page, new ones labelled', async () => {
    renderApp(
      '/',
      gamesApi(() => json(games)),
    );
    const list = await screen.findByRole('list', { name: 'Pelit' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Book of Dead' }).getAttribute('href')).toBe(
      '/peli/book-of-dead/pelaa',
    );
    expect(within(list).getByRole('link', { name: 'Revontulet Uusi' }).getAttribute('href')).toBe(
      '/peli/northern-lights-low/pelaa',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks English under /en, falling back to the catalogue name without a translation', async () => {
    renderApp(
      '/en',
      gamesApi(() => json(games)),
    );
    const list = await screen.findByRole('list', { name: 'Games' });
    expect(within(list).getByRole('link', { name: 'Northern Lights New' }).getAttribute('href')).toBe(
      '/en/game/northern-lights-low/play',
    );
    expect(document.title).toBe('Casino – games');
  });

  it('says so when there are no games', async () => {
    renderApp(
      '/et',
      gamesApi(() => json([])),
    );
    expect(await screen.findByText('Praegu pole ühtegi mängu saadaval.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Mängud' })).toBeNull();
  });

  it('shows an error with a retry when the games cannot be loaded', async () => {
    let answer = () => json({}, 500);
    renderApp(
      '/en',
      gamesApi(() => answer()),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The games could not be loaded.')).toBeTruthy();

    answer = () => json(games);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Games' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error when the network is down', async () => {
    renderApp(
      '/',
      gamesApi(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(within(await screen.findByRole('alert')).getByText('Pelien lataaminen epäonnistui.')).toBeTruthy();
  });
});
