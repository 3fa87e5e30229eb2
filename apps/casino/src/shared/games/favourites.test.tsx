import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import * as home from '../../routes/home';

const game = (id: number, name: string) => ({
  id,
  name,
  friendly_name: name.toLowerCase().replace(/ /g, '-'),
  provider: 1,
});
const lobby: Record<string, Answer> = {
  'GET /content/child-game-groups-translated': () =>
    json([{ id: 3, name: 'New games', slug: 'new', type: 'slots', parentId: 1 }]),
  'GET /content/games-by-group-id=3': () => json([game(1, 'Book of Tests'), game(2, 'Wild Cats')]),
};

describe('favourite toggle on the game cards', () => {
  it('is not there for a visitor', async () => {
    renderApp({ path: '/en', pages: { HOME: home }, answers: lobby });
    expect(await screen.findByRole('heading', { level: 3, name: 'Book of Tests' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('shows a player’s favourites and adds one with a tap', async () => {
    const added: string[] = [];
    let favourites = [game(2, 'Wild Cats')];
    renderApp({
      path: '/en',
      pages: { HOME: home },
      signedIn: true,
      answers: {
        ...lobby,
        'GET /player-api/player': () =>
          json({ success: true, userId: 7, nickName: 'T', firstName: 'T', lastName: 'T' }),
        'GET /player-api/games/favourites': () => json({ success: true, games: favourites }),
        'POST /player-api/games/favourites/add': async (request) => {
          added.push(await request.text());
          favourites = [...favourites, game(1, 'Book of Tests')];
          return json({ success: true });
        },
      },
    });
    const book = await screen.findByRole('button', { name: 'Favourite: Book of Tests' });
    const cats = screen.getByRole('button', { name: 'Favourite: Wild Cats' });
    expect(book.getAttribute('aria-pressed')).toBe('false');
    expect(cats.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(book);
    await waitFor(() => expect(added).toEqual(['gameId=1']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite: Book of Tests' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
  });
});
