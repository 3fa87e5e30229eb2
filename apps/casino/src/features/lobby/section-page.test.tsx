import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as liveCasinoRoute from '../../routes/live-casino';
import * as slotsRoute from '../../routes/slots';
import { game, games, group, renderPage, type Content } from './testing';

const pages = { SLOTS: slotsRoute, LIVE_CASINO: liveCasinoRoute };

const content: Content = {
  '/game-groups-translated': [
    group(1, 'slots', 'kolikkopelit', 'Slots', { parentId: null }),
    group(2, 'livecasino', 'live-kasino', 'Live casino', { parentId: null }),
  ],
  '/child-game-groups-translated': [
    group(3, 'slots', 'uudet', 'New games', { translations: { fi: { title: 'Uudet pelit' } } }),
    group(4, 'slots', 'tyhja', 'Empty'),
    group(10, 'livecasino', 'ruletti', 'Roulette'),
  ],
  '/games-by-group-id=3': [game(11, 'Book of Dead'), game(12, 'Starburst')],
  '/games-by-group-id=4': [],
  '/games-by-group-id=10?type=livecasino': [game(21, 'Lightning Roulette')],
  '/parent-category=kolikkopelit': games(60, 100),
  '/parent-category=live-kasino': [game(21, 'Lightning Roulette'), game(22, 'Crazy Time')],
};

const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('section indexes', () => {
  it('show the slot groups that have games as rails, then every slot game a page at a time', async () => {
    renderPage('/pelit', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    expect(titlesIn(screen.getByRole('region', { name: 'Uudet pelit' }))).toEqual(['Book of Dead', 'Starburst']);
    expect(screen.queryByRole('region', { name: 'Empty' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Roulette' })).toBeNull();
    const all = screen.getByRole('region', { name: 'All slots' });
    expect(titlesIn(all)).toHaveLength(48);
    expect(titlesIn(all)[0]).toBe('Game 100');
    expect(screen.getByText('Showing 48 of 60 games')).toBeTruthy();
  });

  it('show the live groups, whose games are asked for as live-casino groups, then every live game', async () => {
    const { requests } = renderPage('/en/livecasino', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeTruthy();
    expect(titlesIn(screen.getByRole('region', { name: 'Roulette' }))).toEqual(['Lightning Roulette']);
    expect(titlesIn(screen.getByRole('region', { name: 'All live games' }))).toEqual([
      'Lightning Roulette',
      'Crazy Time',
    ]);
    // A rail's games alone, and the first page of the section's.
    expect(requests).toContain('/games-by-group-id=10?type=livecasino&limit=8');
    expect(requests).toContain('/parent-category=live-kasino?limit=48');
    expect(document.title).toBe('Live – Casino');
  });

  it('join several top-level groups of a section, each game once', async () => {
    renderPage('/en/livecasino', pages, {
      ...content,
      '/game-groups-translated': [
        group(2, 'livecasino', 'live-kasino', 'Live casino', { parentId: null }),
        group(5, 'livecasino', 'game-shows', 'Game shows', { parentId: null }),
      ],
      '/parent-category=game-shows': [game(22, 'Crazy Time'), game(23, 'Monopoly Live')],
    });
    const all = await screen.findByRole('region', { name: 'All live games' });
    expect(titlesIn(all)).toEqual(['Lightning Roulette', 'Crazy Time', 'Monopoly Live']);
  });

  it('give no rail to a group whose count says it has no games, without asking for its games', async () => {
    const { requests } = renderPage('/pelit', pages, {
      ...content,
      '/child-game-groups-translated': [
        group(3, 'slots', 'uudet', 'New games', { gameCount: 2, translations: { fi: { title: 'Uudet pelit' } } }),
        group(6, 'slots', 'tyhjennetty', 'Emptied', { gameCount: 0 }),
      ],
      // What the group's games call would answer, were it asked.
      '/games-by-group-id=6': [game(31, 'Dead or Alive')],
    });
    expect(await screen.findByRole('region', { name: 'Uudet pelit' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Emptied' })).toBeNull();
    expect(screen.queryByText('Dead or Alive')).toBeNull();
    expect(requests).not.toContain('/games-by-group-id=6');
  });

  it('say so when the section has no games', async () => {
    renderPage('/et/live-kasiino', pages, { ...content, '/parent-category=live-kasino': [] });
    expect(await screen.findByText('No live games now.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'All live games' })).toBeNull();
  });
});

describe('the volatility filter of a section', () => {
  const high = [
    game(41, 'Book of Risk', { volatility: 'high', rtp: 96.2 }),
    game(42, 'Wild Peak', { volatility: 'high', rtp: 94.15 }),
  ];
  const low = [game(43, 'Calm Fruits', { volatility: 'low', rtp: 97 })];
  const filtered: Content = {
    ...content,
    '/parent-category=kolikkopelit': [...high, ...low],
    '/parent-category=kolikkopelit?volatility=high': high,
    '/parent-category=kolikkopelit?volatility=low': low,
    '/parent-category=kolikkopelit?volatility=medium': [],
  };

  it('server-renders the games of the class the URL asks for, without the rails, the class chosen', async () => {
    const { requests } = renderPage('/en/games?volatility=high', pages, filtered);
    const all = await screen.findByRole('region', { name: 'All slots' });
    expect(titlesIn(all)).toEqual(['Book of Risk', 'Wild Peak']);
    expect(within(all).getAllByText('high')).toHaveLength(2);
    expect(within(all).getByText('RTP 96.2%')).toBeTruthy();
    expect(within(all).getByText('RTP 94.15%')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'New games' })).toBeNull();
    expect(requests).not.toContain('/games-by-group-id=3');
    const filter = screen.getByRole('radiogroup', { name: 'Volatility' });
    expect(within(filter).getByRole('radio', { name: 'High' }).getAttribute('aria-checked')).toBe('true');
  });

  it('narrows the list when a class is chosen and keeps it in the URL, and shows every game again for all', async () => {
    const { router } = renderPage('/en/games', pages, filtered);
    const all = await screen.findByRole('region', { name: 'All slots' });
    expect(titlesIn(all)).toEqual(['Book of Risk', 'Wild Peak', 'Calm Fruits']);
    expect(screen.getByRole('region', { name: 'New games' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: 'Low' }));
    await waitFor(() => expect(titlesIn(screen.getByRole('region', { name: 'All slots' }))).toEqual(['Calm Fruits']));
    expect(screen.queryByRole('region', { name: 'New games' })).toBeNull();
    expect(router.state.location.search).toBe('?volatility=low');
    await userEvent.click(screen.getByRole('radio', { name: 'Medium' }));
    expect(await screen.findByText('No games of this volatility now.')).toBeTruthy();
    expect(router.state.location.search).toBe('?volatility=medium');
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('region', { name: 'New games' })).toBeTruthy();
    expect(titlesIn(screen.getByRole('region', { name: 'All slots' }))).toEqual([
      'Book of Risk',
      'Wild Peak',
      'Calm Fruits',
    ]);
    expect(router.state.location.search).toBe('');
  });

  it('reads a value that is no class as no filter', async () => {
    const { requests } = renderPage('/en/games?volatility=extreme', pages, filtered);
    const all = await screen.findByRole('region', { name: 'All slots' });
    expect(titlesIn(all)).toHaveLength(3);
    expect(requests.some((request) => request.includes('volatility'))).toBe(false);
    expect(screen.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
  });
});
