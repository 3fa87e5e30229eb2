import { LOCALES } from '@casino/flows';
import { describe, expect, it } from 'vitest';
import { articleSitemapPaths } from './sitemap';
import { contentApi, listing } from './testing';

const bookWeek = { fi: 'kirjaviikko', en: 'book-week', et: 'raamatunadal' };
const winter = { fi: 'talvikampanja', en: 'winter-campaign', et: 'talvekampaania' };

describe('articleSitemapPaths', () => {
  it('gives one page per article with its path in each locale, from the articles of every locale', async () => {
    const { api, requests } = contentApi({
      '/articles': [
        listing('kirjaviikko', { locale: 'fi', translations: bookWeek }),
        listing('book-week', { translations: bookWeek }),
        listing('raamatunadal', { locale: 'et', translations: bookWeek }),
        listing('winter-campaign', { translations: winter }),
        listing('talvikampanja', { locale: 'fi', translations: winter }),
        listing('talvekampaania', { locale: 'et', translations: winter }),
      ],
    });
    const pages = await articleSitemapPaths(api);
    expect(pages.map((pathOf) => LOCALES.map((locale) => pathOf(locale)))).toEqual([
      ['/kampanjat/kirjaviikko', '/en/campaigns/book-week', '/et/kampaaniad/raamatunadal'],
      ['/kampanjat/talvikampanja', '/en/campaigns/winter-campaign', '/et/kampaaniad/talvekampaania'],
    ]);
    expect(requests).toEqual(['/articles']);
  });

  it('leaves out an article missing in a locale, and gives nothing when the service fails', async () => {
    const { api } = contentApi({ '/articles': [listing('only-english', { translations: { en: 'only-english' } })] });
    expect(await articleSitemapPaths(api)).toEqual([]);
    expect(await articleSitemapPaths(contentApi().api)).toEqual([]);
  });
});
