import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarise } from '../../shared/content/queries';
import * as gameGroupRoute from '../../routes/game-group';
import * as slotsRoute from '../../routes/slots';
import { callLoader, game, games, group, renderPage, thrownBy, type Content } from './testing';

const pages = { SLOTS_GROUP: gameGroupRoute, LIVE_GROUP: gameGroupRoute, SLOTS: slotsRoute };

const newGames = group(3, 'slots', 'uudet', 'New games', {
  translations: {
    fi: { title: 'Uudet pelit', description: 'Tuoreimmat julkaisut.' },
    en: { title: 'New games', description: 'The latest releases.' },
    et: { title: 'Uued mängud', description: 'Värskeimad väljalasked.' },
  },
});
/** No Estonian text: shown by its name in et. */
const adventure = group(9, 'slots', 'seikkailu', 'Adventure', {
  translations: { fi: { title: 'Seikkailu', description: 'Temppeleitä ja viidakoita.' }, en: { title: 'Adventure' } },
});
/** No games: the menus and the rails leave it out, but its page (a bookmark, say) still says so. */
const classics = group(8, 'slots', 'klassikot', 'Classics', {
  gameCount: 0,
  translations: { fi: { title: 'Klassikot' } },
});
const roulette = group(10, 'livecasino', 'ruletti', 'Roulette', { translations: { fi: { title: 'Ruletti' } } });

const content: Content = {
  '/game-groups-translated': [
    group(1, 'slots', 'kolikkopelit', 'Slots', { parentId: null }),
    group(2, 'livecasino', 'live-kasino', 'Live casino', { parentId: null }),
  ],
  '/child-game-groups-translated': [newGames, adventure, classics, roulette],
  '/games-by-group-id=3': [game(11, 'Book of Dead'), game(12, 'Starburst')],
  '/games-by-group-id=9': [game(13, 'Temple Run')],
  '/games-by-group-id=8': [],
  '/games-by-group-id=10?type=livecasino': [game(21, 'Lightning Roulette', { provider: 7 })],
};

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('game group page', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("shows the group's title and description in the page's locale, with its games", async () => {
    renderPage('/games/3/uudet', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Uudet pelit' })).toBeTruthy();
    expect(screen.getByText('Tuoreimmat julkaisut.')).toBeTruthy();
    expect(cardTitles()).toEqual(['Book of Dead', 'Starburst']);
    expect(within(screen.getByRole('region', { name: 'Uudet pelit' })).getAllByRole('listitem')).toHaveLength(2);
    expect(document.title).toBe('Uudet pelit – Casino');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Tuoreimmat julkaisut.');
  });

  it('falls back to the group name where the locale has no title, and to a generic description', async () => {
    renderPage('/et/mangud/9/seikkailu', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Adventure' })).toBeTruthy();
    expect(screen.queryByText('Seikkailu')).toBeNull();
    expect(screen.queryByText('Temppeleitä ja viidakoita.')).toBeNull();
    expect(document.title).toBe('Adventure – Casino');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('The games of Adventure.');
  });

  it('says so when the group has no games, rather than not found', async () => {
    renderPage('/games/8/klassikot', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Klassikot' })).toBeTruthy();
    expect(screen.getByText('No games in this group now.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a live-casino group under /livecasino, asking for its games as a live group', async () => {
    const { requests } = renderPage('/en/livecasino/10/ruletti', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Roulette' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Lightning Roulette']);
    // Its first page alone (issue 37: a group of an operator's catalogue has a thousand games).
    expect(requests).toContain('/games-by-group-id=10?type=livecasino&limit=48');
  });

  it('renders the first 48 games and the rest a page at a time', async () => {
    renderPage('/games/3/uudet', pages, { ...content, '/games-by-group-id=3': games(50) });
    await screen.findByRole('heading', { level: 1, name: 'Uudet pelit' });
    expect(screen.getAllByRole('article')).toHaveLength(48);
    expect(screen.getByText('Showing 48 of 50 games')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more games' }));
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it('loads the first row (6 cards) eagerly, the first card (the likely LCP) with high priority, the rest lazily', async () => {
    renderPage('/games/3/uudet', pages, { ...content, '/games-by-group-id=3': games(8) });
    await screen.findByRole('heading', { level: 1, name: 'Uudet pelit' });
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(pictures.map((picture) => picture?.getAttribute('loading'))).toEqual([
      ...Array<string>(6).fill('eager'),
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((picture) => picture?.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array<string>(7).fill('auto'),
    ]);
  });

  it('hands the browser only the first 48 games of the group and their number', async () => {
    vi.stubEnv('SSR', true);
    const big = { ...content, '/games-by-group-id=3': games(100) };
    const { loaded, handedOver } = callLoader(gameGroupRoute, '/games/3/uudet', { id: '3', slug: 'uudet' }, big);
    await loaded;
    expect(handedOver()).toContainEqual({ total: 100, games: games(48).map(summarise) });
    expect(handedOver().filter((data) => Array.isArray(data) && data.length > 48)).toEqual([]);
  });

  it('loads the rest of a list handed over from the server when asked for more', async () => {
    vi.stubEnv('SSR', true); // the loaders run as on the server, the clicks as in the browser
    const { requests } = renderPage('/games/3/uudet', pages, { ...content, '/games-by-group-id=3': games(100) });
    await screen.findByRole('heading', { level: 1, name: 'Uudet pelit' });
    vi.unstubAllEnvs();
    expect(screen.getAllByRole('article')).toHaveLength(48);
    expect(screen.getByText('Showing 48 of 100 games')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show more games' }));
    expect(await screen.findByText('Showing 96 of 100 games')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(96);
    // The page's first games were asked alone on the server, the whole list once when more were wanted.
    expect(requests.filter((path) => path === '/games-by-group-id=3?limit=48')).toHaveLength(1);
    expect(requests.filter((path) => path === '/games-by-group-id=3')).toHaveLength(1);
  });

  it.each([
    ['an unknown id', '/games/99/jotain'],
    ['an id that is no number', '/en/games/uudet'],
    ['a live-casino group under /games', '/games/10/ruletti'],
    ['a slots group under /livecasino', '/en/livecasino/3/uudet'],
  ])('is not found for %s', async (_, path) => {
    renderPage(path, pages, content);
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP 404');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('answers a wrong or missing slug with a permanent redirect to the right one, keeping the query', async () => {
    const params = { id: '3', slug: 'vanha' };
    const wrong = await thrownBy(callLoader(gameGroupRoute, '/games/3/vanha?ref=mail', params, content).loaded);
    expect(wrong).toBeInstanceOf(Response);
    expect((wrong as Response).status).toBe(301);
    expect((wrong as Response).headers.get('Location')).toBe('/games/3/uudet?ref=mail');

    const { router } = renderPage('/en/games/3', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'New games' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/games/3/uudet');
  });

  it("sends a top-level group's id to its section's index, which lists its games", async () => {
    const { router } = renderPage('/et/mangud/1/kolikkopelit', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/et/mangud');
  });
});
