import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import * as article from '../../routes/article';
import * as contentPage from '../../routes/content-page';
import { listing } from './testing';

/** The articles of the content service, by locale: book week in all three, winter only in fi and en. */
const bookWeek = { fi: 'kirjaviikko', en: 'book-week', et: 'raamatunadal' };
const winter = { fi: 'talvikampanja', en: 'winter-campaign' };
const articles = [
  listing('kirjaviikko', { title: 'Kirjaviikko', locale: 'fi', translations: bookWeek }),
  listing('book-week', { title: 'Book week', translations: bookWeek }),
  listing('raamatunadal', { title: 'Raamatunädal', locale: 'et', translations: bookWeek }),
  listing('talvikampanja', { title: 'Talvikampanja', locale: 'fi', translations: winter }),
  listing('winter-campaign', { title: 'Winter campaign', translations: winter }),
];

const answers: Record<string, Answer> = {
  'GET /content/articles': (request) => {
    const lang = new URL(request.url).searchParams.get('lang');
    return json(articles.filter((listed) => !lang || listed.locale === lang));
  },
  'GET /content/pages': (request) => {
    const slug = new URL(request.url).searchParams.get('slug')!;
    const listed = articles.find((candidate) => candidate.slug === slug);
    const title = listed?.title ?? (slug === 'kayttoehdot' ? 'Käyttöehdot' : undefined);
    return title ? json({ id: 1, slug, title, content: `<p>${title}.</p>` }) : json({ message: 'Not found' }, 404);
  },
};

const pages = { ARTICLE: article, CONTENT_PAGE: contentPage };

/** The language switcher's links as [language, href]. */
async function switcherLinks(name: string) {
  const switcher = await screen.findByRole('navigation', { name });
  return within(switcher)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('lang'), link.getAttribute('href')]);
}

const hreflang = () =>
  [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    new URL(link.getAttribute('href')!, 'http://casino.test').pathname,
  ]);

describe("an article's versions in the other locales", () => {
  it('are what the language switcher links to: its own slug in each locale, not a redirect', async () => {
    renderApp({ path: '/en/campaigns/book-week', pages, answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book week' })).toBeTruthy();
    expect(await switcherLinks('Language')).toEqual([
      ['fi', '/kampanjat/kirjaviikko'],
      ['et', '/et/kampaaniad/raamatunadal'],
    ]);
  });

  it('are its hreflang alternates, with the Finnish one as x-default', async () => {
    renderApp({ path: '/en/campaigns/book-week', pages, answers });
    await screen.findByRole('heading', { level: 1, name: 'Book week' });
    expect(hreflang()).toEqual([
      ['fi', '/kampanjat/kirjaviikko'],
      ['en', '/en/campaigns/book-week'],
      ['et', '/et/kampaaniad/raamatunadal'],
      ['x-default', '/kampanjat/kirjaviikko'],
    ]);
  });

  it('leave out a locale the article is not published in: no alternate, and the switcher goes to its home', async () => {
    renderApp({ path: '/kampanjat/talvikampanja', pages, answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Talvikampanja' })).toBeTruthy();
    expect(await switcherLinks('Kieli')).toEqual([
      ['en', '/en/campaigns/winter-campaign'],
      ['et', '/et'],
    ]);
    expect(hreflang()).toEqual([
      ['fi', '/kampanjat/talvikampanja'],
      ['en', '/en/campaigns/winter-campaign'],
      ['x-default', '/kampanjat/talvikampanja'],
    ]);
  });

  it('follow the article when the switcher is used', async () => {
    const { router } = renderApp({ path: '/en/campaigns/book-week', pages, answers });
    await screen.findByRole('heading', { level: 1, name: 'Book week' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Eesti' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Raamatunädal' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/et/kampaaniad/raamatunadal');
    expect(await switcherLinks('Keel')).toEqual([
      ['fi', '/kampanjat/kirjaviikko'],
      ['en', '/en/campaigns/book-week'],
    ]);
  });
});

describe("a content page's versions in the other locales", () => {
  it('are unknown: the switcher goes to the other locales’ homes, not to the same slug there', async () => {
    renderApp({ path: '/kayttoehdot', pages, answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Käyttöehdot' })).toBeTruthy();
    expect(await switcherLinks('Kieli')).toEqual([
      ['en', '/en'],
      ['et', '/et'],
    ]);
  });
});
