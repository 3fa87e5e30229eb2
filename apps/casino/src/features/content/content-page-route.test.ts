import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../../routes';

/** The app's real route config (src/routes.ts) as the router ranks it: which route (id, else file) a URL is. */
const routeOf = (pathname: string) =>
  matchRoutes(
    routes.map(({ id, file, path }) => ({ id: id ?? file, path })),
    pathname,
  )?.at(-1)?.route.id;

describe('the content page route (/{slug} in every locale)', () => {
  it.each([
    ['/kayttoehdot', 'CONTENT_PAGE.fi'],
    ['/en/terms', 'CONTENT_PAGE.en'],
    ['/et/tingimused', 'CONTENT_PAGE.et'],
    ['/en/kayttoehdot', 'CONTENT_PAGE.en'],
  ])('takes %s', (pathname, id) => expect(routeOf(pathname)).toBe(id));

  it.each([
    ['/kirjaudu', 'LOGIN.fi'],
    ['/en/login', 'LOGIN.en'],
    ['/et/sisselogimine', 'LOGIN.et'],
    ['/kampanjat', 'CAMPAIGNS.fi'],
    ['/en/news', 'NEWS.en'],
    ['/kultajahti', 'GOLD_RUSH.fi'],
    ['/', 'HOME.fi'],
    ['/en', 'HOME.en'],
    ['/et', 'HOME.et'],
  ])('leaves a page with a fixed path its own: %s is %s', (pathname, id) => expect(routeOf(pathname)).toBe(id));

  it('leaves articles, files and longer paths to their routes', () => {
    expect(routeOf('/kampanjat/kirjaviikko')).toBe('ARTICLE.fi');
    expect(routeOf('/sitemap.xml')).toBe('routes/sitemap.ts');
    expect(routeOf('/robots.txt')).toBe('routes/robots.ts');
    expect(routeOf('/en/terms/more')).toBe('routes/not-found.tsx');
  });
});
