import { describe, expect, it } from 'vitest';
import routeConfig from '../routes';
import {
  canonicalPath,
  localizedPath,
  loginPath,
  matchLocalizedRoute,
  ROUTES,
  splitLocale,
  switchLocalePath,
} from './routes';

describe('localizedPath', () => {
  it.each([
    ['HOME', 'fi', '/'],
    ['HOME', 'en', '/en'],
    ['HOME', 'et', '/et'],
    ['LOGIN', 'fi', '/kirjaudu'],
    ['LOGIN', 'en', '/en/login'],
    ['LOGIN', 'et', '/et/sisselogimine'],
    ['REGISTRATION', 'fi', '/rekisteroidy'],
    ['REGISTRATION', 'en', '/en/registration'],
    ['REGISTRATION', 'et', '/et/registreerimine'],
    ['BONUSGAME', 'fi', '/bonuspeli'],
    ['BONUSGAME', 'en', '/en/bonus-game'],
    ['PROFILE_LIMITS', 'fi', '/profile/limits'],
    ['PROFILE_LIMITS', 'et', '/et/profiil/limiidid'],
    ['FAVOURITES', 'en', '/en/games/favourites'],
    ['LAST_PLAYED', 'fi', '/pelit/viimeksi-pelatut'],
    ['PROVIDERS', 'et', '/et/mangude-toimetajad'],
  ] as const)('%s in %s is %s', (name, locale, path) => {
    expect(localizedPath(name, locale)).toBe(path);
  });

  it('fills in and encodes the parameters of the game page', () => {
    expect(localizedPath('GAME_PAGE', 'fi', { slug: 'book-of-dead' })).toBe('/peli/book-of-dead/pelaa');
    expect(localizedPath('GAME_PAGE', 'en', { slug: 'book-of-dead' })).toBe('/en/game/book-of-dead/play');
    expect(localizedPath('GAME_PAGE', 'et', { slug: 'a b/c' })).toBe('/et/mang/a%20b%2Fc/mangi');
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'fi', '/'],
    ['/kirjaudu', 'fi', '/kirjaudu'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/login', 'en', '/login'],
    ['/et/sisselogimine', 'et', '/sisselogimine'],
    ['/english', 'fi', '/english'],
    ['/entry/en', 'fi', '/entry/en'],
    ['/fi/kirjaudu', 'fi', '/fi/kirjaudu'],
  ] as const)('%s is in %s with the path %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe('matchLocalizedRoute', () => {
  it('names the route of a path in its own locale only', () => {
    expect(matchLocalizedRoute('/kirjaudu')).toEqual({ name: 'LOGIN', params: {} });
    expect(matchLocalizedRoute('/en/login')).toEqual({ name: 'LOGIN', params: {} });
    expect(matchLocalizedRoute('/login/forgot')).toBeUndefined();
    expect(matchLocalizedRoute('/en/kirjaudu/x')).toBeUndefined();
    // One segment of no other page is a content page's slug (its loader answers 404 when there is none).
    expect(matchLocalizedRoute('/en/kirjaudu')).toEqual({ name: 'CONTENT_PAGE', params: { slug: 'kirjaudu' } });
  });

  it('answers a path asked again as the first time, a known page or not, past the paths it keeps', () => {
    for (let n = 0; n < 600; n++)
      expect(matchLocalizedRoute(`/en/campaigns/${n}`)?.params).toEqual({ slug: String(n) });
    for (const path of ['/en/login', '/login/forgot', '/en/campaigns/1', '/en/campaigns/599'])
      expect(matchLocalizedRoute(path)).toEqual(matchLocalizedRoute(path));
    expect(matchLocalizedRoute('/login/forgot')).toBeUndefined();
    expect(matchLocalizedRoute('/en/campaigns/1')).toEqual({ name: 'ARTICLE', params: { slug: '1' } });
  });

  it('ranks a fixed path before a parameter, as the router does', () => {
    expect(matchLocalizedRoute('/en/games/favourites')).toEqual({ name: 'FAVOURITES', params: {} });
    expect(matchLocalizedRoute('/en/games/12/book-games')).toEqual({
      name: 'SLOTS_GROUP',
      params: { id: '12', slug: 'book-games' },
    });
  });

  it('reads the parameters', () => {
    expect(matchLocalizedRoute('/peli/starburst/pelaa')).toEqual({ name: 'GAME_PAGE', params: { slug: 'starburst' } });
  });
});

describe('switchLocalePath', () => {
  it('keeps the page when changing the locale', () => {
    expect(switchLocalePath('/kirjaudu', 'en')).toBe('/en/login');
    expect(switchLocalePath('/en/login', 'et')).toBe('/et/sisselogimine');
    expect(switchLocalePath('/et/sisselogimine', 'fi')).toBe('/kirjaudu');
    expect(switchLocalePath('/en', 'fi')).toBe('/');
    expect(switchLocalePath('/', 'et')).toBe('/et');
  });

  it('goes to the game play URL of the new locale on a game page', () => {
    expect(switchLocalePath('/en/game/book-of-dead/play', 'fi')).toBe('/peli/book-of-dead/pelaa');
  });

  it("goes to the new locale's home from an unknown page", () => {
    expect(switchLocalePath('/en/nothing/here', 'fi')).toBe('/');
    expect(switchLocalePath('/ei-ole/tassa', 'en')).toBe('/en');
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/fi', '/'],
    ['/fi/', '/'],
    ['/fi/kirjaudu', '/kirjaudu'],
    ['/fi/peli/book-of-dead/pelaa?mode=demo', '/peli/book-of-dead/pelaa?mode=demo'],
  ])('serves %s of the default locale without its prefix: %s', (path, expected) => {
    expect(canonicalPath(new URL(path, 'https://casino.test'))).toBe(expected);
  });

  it('leaves a path that only starts with the letters fi alone', () => {
    expect(canonicalPath(new URL('/fiksu-peli', 'https://casino.test'))).toBe('/fiksu-peli');
  });
});

describe('loginPath', () => {
  it('carries the page to come back to as redirectUrl, encoded', () => {
    expect(loginPath('en', '/en/games/favourites?x=1&y=2')).toBe(
      '/en/login?redirectUrl=%2Fen%2Fgames%2Ffavourites%3Fx%3D1%26y%3D2',
    );
    expect(loginPath('fi', '/')).toBe('/kirjaudu?redirectUrl=%2F');
  });
});

describe('the route table', () => {
  it('maps every named route to a screen module (src/routes.ts), so that no link answers 404', () => {
    const mapped = new Set(routeConfig.map((route) => route.id?.split('.')[0]));
    expect(Object.keys(ROUTES).filter((name) => !mapped.has(name))).toEqual([]);
  });
});
