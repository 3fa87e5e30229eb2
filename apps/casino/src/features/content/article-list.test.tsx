import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { ArticleList } from './article-list';
import { articlesQuery, type ArticleListing } from './queries';
import { contentApi, listing, renderContent } from './testing';

const pages = { NEWS: () => <ArticleList category="news" />, CAMPAIGNS: () => <ArticleList category="campaign" /> };

const english: ArticleListing[] = [
  listing('book-week', {
    title: 'Book week',
    reading_minutes: 3,
    translations: { fi: 'kirjaviikko', en: 'book-week', et: 'raamatunadal' },
  }),
  listing('live-casino-guide', { title: 'A guide to the live casino', category: 'news', date_parsed: '1.3.2026' }),
  listing('winter-campaign', { title: 'Winter campaign', date_parsed: '5.2.2026', thumbnail: undefined }),
];

const finnish: ArticleListing[] = [
  listing('kirjaviikko', { title: 'Kirjaviikko', locale: 'fi', reading_minutes: 2 }),
  listing('live-kasino-opas', { title: 'Live-kasinon opas', locale: 'fi', category: 'news' }),
];

/** The list at `path`, its articles (of `locale`) already in the app's cache as the loader leaves them. */
function renderList(path: string, locale: 'fi' | 'en' | 'et', articles: ArticleListing[]) {
  const { api, requests } = contentApi();
  const queryClient = createQueryClient();
  queryClient.setQueryData(articlesQuery(api, locale).queryKey, articles);
  renderContent(path, { pages, api, queryClient });
  return { requests };
}

const cards = () => screen.getAllByRole('article');
const cardTitle = (card: HTMLElement) => within(card).getByRole('heading').textContent;

describe('campaigns list', () => {
  it("shows the locale's campaign articles as cards, newest first, from the cache", async () => {
    const { requests } = renderList('/en/campaigns', 'en', english);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    expect(cards().map(cardTitle)).toEqual(['Book week', 'Winter campaign']);
    expect(document.title).toBe('Campaigns – Casino');
    expect(requests).toEqual([]);
  });

  it("links each card to its article at campaigns/{slug} in the page's locale", async () => {
    renderList('/en/campaigns', 'en', english);
    const link = await screen.findByRole('link', { name: 'Book week' });
    expect(link.getAttribute('href')).toBe('/en/campaigns/book-week');
    expect(screen.getByRole('link', { name: 'Winter campaign' }).getAttribute('href')).toBe(
      '/en/campaigns/winter-campaign',
    );
  });

  it('gives each card its date and reading time, and its picture through the image service', async () => {
    renderList('/en/campaigns', 'en', english);
    const [bookWeek, winter] = await screen.findAllByRole('article');
    expect(within(bookWeek!).getByText('12.3.2026').getAttribute('datetime')).toBe('2026-03-12');
    expect(within(bookWeek!).getByText('3 min read')).toBeTruthy();
    expect(within(winter!).getByText('1 min read')).toBeTruthy();
    const picture = bookWeek!.querySelector('img')!;
    expect(picture.getAttribute('sizes')).toBeTruthy();
    const sources = picture.getAttribute('srcset')!.split(', ');
    expect(sources.length).toBeGreaterThan(3);
    for (const source of [picture.getAttribute('src')!, ...sources]) {
      const [url, width] = source.split(' ');
      const query = new URLSearchParams(url!.split('?')[1]);
      expect(url!.startsWith('/content/image?')).toBe(true);
      expect(query.get('url')).toBe('/images/articles/book-week.svg');
      if (width) expect(`${query.get('w')}w`).toBe(width);
    }
    expect(winter!.querySelector('img')).toBeNull();
  });

  it('loads the pictures of the first row (three cards) eagerly, the first (the likely LCP) with high priority, the rest lazily', async () => {
    const many = Array.from({ length: 5 }, (_, index) => listing(`campaign-${index + 1}`));
    renderList('/en/campaigns', 'en', many);
    await screen.findByRole('heading', { level: 1, name: 'Campaigns' });
    const pictures = cards().map((card) => card.querySelector('img')!);
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it('uses the Finnish paths without a prefix', async () => {
    renderList('/kampanjat', 'fi', finnish);
    const link = await screen.findByRole('link', { name: 'Kirjaviikko' });
    expect(link.getAttribute('href')).toBe('/kampanjat/kirjaviikko');
    expect(cards()).toHaveLength(1);
  });

  it('says so when there are no campaigns', async () => {
    renderList(
      '/en/campaigns',
      'en',
      english.filter((article) => article.category === 'news'),
    );
    expect(await screen.findByText('There are no campaigns right now.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so when the content service gave nothing', async () => {
    const { api } = contentApi();
    renderContent('/et/kampaaniad', { pages, api, queryClient: createQueryClient() });
    expect(await screen.findByText('There are no campaigns right now.')).toBeTruthy();
  });
});

describe('news list', () => {
  it('shows only the news articles, linking to them under campaigns/', async () => {
    renderList('/en/news', 'en', english);
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    expect(cards().map(cardTitle)).toEqual(['A guide to the live casino']);
    expect(screen.getByRole('link', { name: 'A guide to the live casino' }).getAttribute('href')).toBe(
      '/en/campaigns/live-casino-guide',
    );
    expect(document.title).toBe('News – Casino');
  });

  it('says so when there is no news', async () => {
    renderList('/uutiset', 'fi', finnish.slice(0, 1));
    expect(await screen.findByText('There is no news right now.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
