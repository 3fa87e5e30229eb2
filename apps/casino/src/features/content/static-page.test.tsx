import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkedPages, loadStaticPage, StaticPage } from './static-page';
import { contentApi, listing, renderContent, type Content } from './testing';

const page = (slug: string, title: string, html: string) => ({ id: 1, slug, title, content: html });
const footer = (...hrefs: string[]) => ({
  footer: `<nav><ul>${hrefs.map((href) => `<li><a href="${href}">${href}</a></li>`).join('')}</ul></nav>`,
  popups: [],
});
const bookWeek = { fi: 'kirjaviikko', en: 'book-week', et: 'raamatunadal' };

/** The content service of these tests: the footers of each locale, the articles and a few pages. */
const content: Content = {
  '/site-settings?lang=fi': footer('/kayttoehdot', '/tietosuoja', 'https://peluuri.fi'),
  '/site-settings?lang=en': footer('/en/terms', '/en/privacy'),
  '/site-settings?lang=et': footer('/et/tingimused'),
  '/articles': [
    listing('kirjaviikko', { locale: 'fi', translations: bookWeek }),
    listing('book-week', { translations: bookWeek }),
    listing('only-in-estonian', { locale: 'et', translations: { et: 'only-in-estonian' } }),
  ],
  '/pages?slug=terms': page(
    'terms',
    'Terms and conditions',
    '<h1>Terms and conditions</h1><h2>Who</h2><p>These terms apply to every player.</p><script>alert(1)</script>',
  ),
  '/pages?slug=kayttoehdot': page('kayttoehdot', 'Käyttöehdot', '<p>Nämä ehdot koskevat jokaista pelaajaa.</p>'),
  '/pages?slug=bonus-terms': page('bonus-terms', 'Bonus terms', '<p>Wager a bonus 35 times.</p>'),
  '/pages?slug=book-week': page('book-week', 'Book week', '<p>Spin the books.</p>'),
  '/pages?slug=kirjaviikko': page('kirjaviikko', 'Kirjaviikko', '<p>Pyöritä kirjoja.</p>'),
  '/pages?slug=only-in-estonian': page('only-in-estonian', 'Eesti', '<p>Ainult eesti keeles.</p>'),
};

function renderStaticPage(path: string) {
  const { api, requests } = contentApi(content);
  renderContent(path, { pages: { CONTENT_PAGE: StaticPage }, loads: { CONTENT_PAGE: loadStaticPage }, api });
  return { requests };
}

const notFound = async () => expect((await screen.findByRole('alert')).textContent).toBe('HTTP 404');
const alternates = () =>
  [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

describe('content page at /{slug}', () => {
  it('shows the title once, the sanitised body in the content typography, and a head describing it', async () => {
    const { requests } = renderStaticPage('/en/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Who' })).toBeTruthy();
    const body = document.querySelector('[data-slot="prose"]')!;
    expect(body.textContent).toContain('These terms apply to every player.');
    expect(document.querySelector('script')).toBeNull();
    expect(document.title).toBe('Terms and conditions – Casino');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Who These terms apply to every player.',
    );
    // Its own footer links it: the other locales' footers are not asked.
    expect(requests.toSorted()).toEqual(['/articles', '/pages?slug=terms', '/site-settings?lang=en']);
  });

  it('names no version in another locale in its head (none is known), only itself', async () => {
    renderStaticPage('/en/terms');
    await screen.findByRole('heading', { level: 1 });
    expect(alternates()).toEqual([['en', '/en/terms']]);
  });

  it('is the x-default when it is a Finnish page', async () => {
    renderStaticPage('/kayttoehdot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Käyttöehdot' })).toBeTruthy();
    expect(alternates()).toEqual([
      ['fi', '/kayttoehdot'],
      ['x-default', '/kayttoehdot'],
    ]);
  });

  it('shows a page that no footer links in any locale', async () => {
    const { requests } = renderStaticPage('/et/bonus-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus terms' })).toBeTruthy();
    expect(requests).toEqual(expect.arrayContaining(['/site-settings?lang=fi', '/site-settings?lang=en']));
  });

  it('is not found (HTTP 404) for an unknown slug', async () => {
    renderStaticPage('/en/no-such-page');
    await notFound();
  });

  it.each([
    ['an article of the locale', '/en/book-week'],
    ["another locale's slug of an article", '/en/kirjaviikko'],
    ['an article of another locale only', '/only-in-estonian'],
  ])('is not found (HTTP 404) for %s: articles live at campaigns/{slug}', async (_case, path) => {
    renderStaticPage(path);
    await notFound();
  });

  it("is not found (HTTP 404) for another locale's page, as the footers link it", async () => {
    const { requests } = renderStaticPage('/en/kayttoehdot');
    await notFound();
    expect(requests).toEqual(expect.arrayContaining(['/site-settings?lang=fi', '/site-settings?lang=et']));
  });

  it('is not found (HTTP 404) for a page with a route of its own, without asking anything', async () => {
    const { requests } = renderStaticPage('/gold-rush');
    await notFound();
    expect(requests).toEqual([]);
  });
});

describe('linkedPages', () => {
  it.each([
    ['/kayttoehdot', [{ slug: 'kayttoehdot', locale: 'fi' }]],
    ['/en/terms', [{ slug: 'terms', locale: 'en' }]],
    ['/et/tingimused/?x=1#top', [{ slug: 'tingimused', locale: 'et' }]],
    ['/k%C3%A4ytt%C3%B6ehdot', [{ slug: 'käyttöehdot', locale: 'fi' }]],
    ['/en', []],
    ['/', []],
    ['/kampanjat/kirjaviikko', []],
    ['https://peluuri.fi/apua', []],
    ['//example.com/terms', []],
    ['mailto:tuki@casino.test', []],
    ['/%E0%A4%A', []],
  ])('%s -> %j', (href, pages) => {
    expect(linkedPages(`<p>Read <a class="x" href="${href}">this</a>.</p>`)).toEqual(pages);
  });

  it('reads every link of a fragment', () => {
    expect(linkedPages(footer('/en/terms', '/en/privacy').footer).map((linked) => linked.slug)).toEqual([
      'terms',
      'privacy',
    ]);
  });
});
