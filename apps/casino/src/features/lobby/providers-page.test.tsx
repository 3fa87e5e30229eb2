import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as providerRoute from '../../routes/provider';
import * as providersRoute from '../../routes/providers';
import { callLoader, game, renderPage, supplier, thrownBy, type Content } from './testing';

const pages = { PROVIDERS: providersRoute, PROVIDER: providerRoute };

const netent = supplier(1, 'NetEnt', 'netent', '/images/providers/netent.svg');
const originals = supplier(-7, 'Casino Originals', 'casino-originals');
const isoftbet = supplier(18, 'iSoftBet', 'isoftbet', '/images/providers/isoftbet.svg');
const playngo = supplier(3, "Play'n GO", 'play-n-go', '/images/providers/play-n-go.svg');

const content: Content = {
  '/suppliers': [netent, originals, playngo, isoftbet],
  '/games': [
    game(1, 'Starburst'),
    game(2, 'Gonzo', { provider: 1 }),
    game(3, 'Book of Dead', { provider: 3 }),
    game(4, 'Lucky Mine', { provider: -7 }),
  ],
  '/provider=netent': [game(1, 'Starburst'), game(2, 'Gonzo')],
  '/provider=casino-originals': [game(4, 'Lucky Mine', { provider: -7 })],
  '/provider=play-n-go': [],
};

/** A card's accessible name: name (or logo) and number are two blocks, spaced in a browser, joined by jsdom. */
const cardName = (name: string, count: string) => new RegExp(`^${name} ?${count}$`);
const cards = () => within(screen.getByRole('list', { name: 'Game providers' })).getAllByRole('link');

describe('game providers list', () => {
  it('shows every provider in alphabetical order with its logo through the image service, its games and its link', async () => {
    renderPage('/pelivalmistajat', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Game providers' })).toBeTruthy();
    expect(cards().map((card) => card.getAttribute('href'))).toEqual([
      '/gameprovider/-7/casino-originals',
      '/gameprovider/18/isoftbet',
      '/gameprovider/1/netent',
      '/gameprovider/3/play-n-go',
    ]);
    expect(screen.getByRole('link', { name: cardName('Casino Originals', '1 game') })).toBe(cards()[0]);
    expect(screen.getByRole('link', { name: 'iSoftBet' })).toBe(cards()[1]);
    expect(screen.getByRole('link', { name: cardName('NetEnt', '2 games') })).toBe(cards()[2]);
    expect(screen.getByRole('link', { name: cardName("Play'n GO", '1 game') })).toBe(cards()[3]);
    const logo = within(cards()[2]!).getByRole('img', { name: 'NetEnt' });
    const src = new URL(logo.getAttribute('src')!, 'http://casino.test');
    expect(src.pathname).toBe('/content/image');
    expect(src.searchParams.get('url')).toBe('/images/providers/netent.svg');
    expect(document.title).toBe('Providers – Casino');
  });

  it('links to the provider pages of the locale', async () => {
    renderPage('/et/mangude-toimetajad', pages, content);
    await screen.findByRole('heading', { level: 1, name: 'Game providers' });
    expect(cards()[0]!.getAttribute('href')).toBe('/et/mangude-toimetaja/-7/casino-originals');
  });

  it('leaves the numbers out when the catalogue cannot be counted', async () => {
    const { '/games': _, ...withoutGames } = content;
    renderPage('/en/suppliers', pages, withoutGames);
    await screen.findByRole('heading', { level: 1, name: 'Game providers' });
    expect(cards()).toHaveLength(4);
    expect(screen.queryByText(/\d+ games?$/)).toBeNull();
  });

  it('says so when there are no providers', async () => {
    renderPage('/pelivalmistajat', pages, { ...content, '/suppliers': [] });
    expect(await screen.findByText('No providers now.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Game providers' })).toBeNull();
  });
});

describe('provider page', () => {
  const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

  it("shows the provider's name and its games", async () => {
    const { requests } = renderPage('/en/gameprovider/1/netent', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'NetEnt' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Games by NetEnt' })).getAllByRole('article')).toHaveLength(2);
    expect(cardTitles()).toEqual(['Starburst', 'Gonzo']);
    expect(requests).toContain('/provider=netent?limit=48');
    expect(document.title).toBe('NetEnt – Casino');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Every game by NetEnt.');
  });

  it('serves the in-house studio, whose id is negative', async () => {
    renderPage('/gameprovider/-7/casino-originals', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casino Originals' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Lucky Mine']);
  });

  it('says so when the provider has no games', async () => {
    renderPage('/gameprovider/3/play-n-go', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: "Play'n GO" })).toBeTruthy();
    expect(screen.getByText('No games by this provider now.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it.each([
    ['an unknown id', '/gameprovider/99/netent'],
    ['a provider of the table that is not listed', '/gameprovider/29/fantasma-games'],
  ])('is not found for %s', async (_, path) => {
    renderPage(path, pages, content);
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP 404');
  });

  it('answers a wrong or missing slug with a permanent redirect to the right one', async () => {
    const params = { id: '1', slug: 'net-ent' };
    const wrong = await thrownBy(callLoader(providerRoute, '/en/gameprovider/1/net-ent', params, content).loaded);
    expect(wrong).toBeInstanceOf(Response);
    expect((wrong as Response).status).toBe(301);
    expect((wrong as Response).headers.get('Location')).toBe('/en/gameprovider/1/netent');

    const { router } = renderPage('/gameprovider/1', pages, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'NetEnt' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gameprovider/1/netent');
  });
});
