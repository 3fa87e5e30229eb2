import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { ArticleList } from './article-list';
import { ArticlePage, loadArticle } from './article-page';
import { articlesQuery, pageQuery, type ArticleListing, type PageView } from './queries';
import { contentApi, listing, renderContent, type Content } from './testing';

const bookWeek = listing('book-week', {
  title: 'Book week',
  translations: { fi: 'kirjaviikko', en: 'book-week', et: 'raamatunadal' },
});
const guide = listing('live-casino-guide', { title: 'A guide to the live casino', category: 'news' });

const words = (count: number) => Array.from({ length: count }, () => 'spin').join(' ');
const bookWeekBody = `<h1>Book week</h1><p>All week we give <a href="/en/games">free spins</a>.</p><p>${words(430)}</p><script>alert(1)</script>`;

/** The content service of these tests: the English articles and the two article pages. */
const content: Content = {
  '/articles?lang=en': [bookWeek, guide],
  '/pages?slug=book-week': {
    id: 13,
    slug: 'book-week',
    title: 'Book week',
    thumbnail: '/images/articles/book-week.svg',
    date_parsed: '12.3.2026',
    content: bookWeekBody,
  },
  '/pages?slug=live-casino-guide': {
    id: 15,
    slug: 'live-casino-guide',
    title: 'A guide to the live casino',
    date_parsed: '1.3.2026',
    content: '<p>How to play roulette with a real dealer.</p>',
  },
  '/pages?slug=terms': { id: 2, slug: 'terms', title: 'Terms', content: '<p>These terms apply.</p>' },
};

/** An article page as the cache holds it once the loader has run. */
const view = async (fields: Partial<PageView> & { html: string }): Promise<PageView> => {
  const { html, ...rest } = fields;
  return {
    slug: 'book-week',
    title: 'Book week',
    thumbnail: '/images/articles/book-week.svg',
    date_parsed: '12.3.2026',
    description: 'All week we give free spins.',
    readingMinutes: 3,
    body: await sanitizeHtml(html),
    ...rest,
  };
};

/** The article at `path`, its data already in the cache: nothing is fetched. */
async function renderCachedArticle(path: string, slug: string, articles: ArticleListing[], page: PageView) {
  const { api, requests } = contentApi();
  const queryClient = createQueryClient();
  queryClient.setQueryData(articlesQuery(api, 'en').queryKey, articles);
  queryClient.setQueryData(pageQuery(api, slug).queryKey, page);
  const rendered = renderContent(path, {
    pages: { ARTICLE: ArticlePage, CAMPAIGNS: () => <ArticleList category="campaign" /> },
    api,
    queryClient,
  });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, requests };
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('article page', () => {
  it('shows the title, date, reading time and the sanitised body, from the cache', async () => {
    const page = await view({
      html: '<p>All week we give <a href="/en/games">free spins</a>.</p><img src=x onerror="alert(1)">',
    });
    const { requests } = await renderCachedArticle('/en/campaigns/book-week', 'book-week', [bookWeek], page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book week');
    expect(screen.getByText('12.3.2026').getAttribute('datetime')).toBe('2026-03-12');
    expect(screen.getByText('3 min read')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'free spins' }).getAttribute('href')).toBe('/en/games');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows its picture as the eager, high-priority hero, in every width of the image service', async () => {
    await renderCachedArticle('/en/campaigns/book-week', 'book-week', [bookWeek], await view({ html: '<p>x</p>' }));
    const hero = document.querySelector('article > img')!;
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('sizes')).toBeTruthy();
    const sources = hero.getAttribute('srcset')!.split(', ');
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      const [url, width] = source.split(' ');
      const query = new URLSearchParams(url!.split('?')[1]);
      expect(url!.startsWith('/content/image?')).toBe(true);
      expect(query.get('url')).toBe('/images/articles/book-week.svg');
      expect(`${query.get('w')}w`).toBe(width);
    }
  });

  it('has a head with its title, the start of its text as description and its picture for link previews', async () => {
    await renderCachedArticle('/en/campaigns/book-week', 'book-week', [bookWeek], await view({ html: '<p>x</p>' }));
    expect(document.title).toBe('Book week – Casino');
    expect(meta('meta[name="description"]')).toBe('All week we give free spins.');
    const image = meta('meta[property="og:image"]')!;
    expect(new URLSearchParams(image.split('?')[1]).get('url')).toBe('/images/articles/book-week.svg');
    expect(new URLSearchParams(image.split('?')[1]).get('w')).toBe('1200');
  });

  it('links back to the campaigns list for a campaign, and goes there', async () => {
    const { router } = await renderCachedArticle(
      '/en/campaigns/book-week',
      'book-week',
      [bookWeek],
      await view({ html: '<p>x</p>' }),
    );
    const back = screen.getByRole('link', { name: 'All campaigns' });
    expect(back.getAttribute('href')).toBe('/en/campaigns');
    await userEvent.click(back);
    expect(router.state.location.pathname).toBe('/en/campaigns');
    expect(await screen.findByRole('link', { name: 'Book week' })).toBeTruthy();
  });

  it('links back to the news list for a news article', async () => {
    const page = await view({ slug: guide.slug, title: guide.title, thumbnail: undefined, html: '<p>x</p>' });
    await renderCachedArticle('/en/campaigns/live-casino-guide', 'live-casino-guide', [guide], page);
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/en/news');
    expect(document.querySelector('article > img')).toBeNull();
  });
});

describe('loading an article', () => {
  const renderLoaded = (path: string, answers: Content = content) => {
    const { api, requests } = contentApi(answers);
    const rendered = renderContent(path, {
      pages: { ARTICLE: ArticlePage },
      loads: { ARTICLE: loadArticle },
      api,
    });
    return { ...rendered, requests };
  };

  it('fills the cache with the article: its body without the repeated title, sanitised, and its reading time', async () => {
    const { requests } = renderLoaded('/en/campaigns/book-week');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book week' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Book week' })).toHaveLength(1);
    expect(document.querySelector('script')).toBeNull();
    // 2 + 1 + 430 + 5 words: 438 at 200 a minute.
    expect(screen.getByText('3 min read')).toBeTruthy();
    const description = meta('meta[name="description"]')!;
    expect(description.startsWith('All week we give free spins. spin spin')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(requests).toEqual(['/articles?lang=en', '/pages?slug=book-week']);
  });

  it('answers 404 for a slug that is no article', async () => {
    const { requests } = renderLoaded('/en/campaigns/no-such-article');
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP 404');
    expect(requests).toEqual(['/articles?lang=en']);
  });

  it('answers 404 for a content page under campaigns/', async () => {
    renderLoaded('/en/campaigns/terms');
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP 404');
  });

  it('answers 404 when the listed article cannot be loaded', async () => {
    const { ['/pages?slug=book-week']: _gone, ...answers } = content;
    renderLoaded('/en/campaigns/book-week', answers);
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP 404');
  });

  it("goes from the article's slug in another locale to its slug in this one", async () => {
    const { router } = renderLoaded('/en/campaigns/kirjaviikko');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book week' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/campaigns/book-week');
  });
});
