import { contentList, contentValue, type Api, type ContentComponents } from '@casino/api-client';
import { readingMinutes, type Locale } from '@casino/flows';
import { queryOptions } from '@tanstack/react-query';
import { sanitizeHtml, type SanitizedHtml } from '../../lib/sanitize-html';
import { excerpt, plainText, withoutTitleHeading } from './article-text';

type Schemas = ContentComponents['schemas'];
/** An article as the lists show it: its locale, category, reading time and its slug in each locale. */
export type ArticleListing = Schemas['ArticleListing'];
export type ArticleCategory = ArticleListing['category'];

/**
 * A page or article as its page shows it: the body sanitised (without a first heading that only repeats the title),
 * the description of its head and its reading time. The cache, and so the state the server hands the browser, keeps
 * only this, not the raw HTML as well.
 */
export type PageView = Omit<Schemas['Page'], 'id' | 'content'> & {
  body: SanitizedHtml;
  /** The start of its text (or its title when it has none), for the page's description. */
  description: string;
  readingMinutes: number;
};

/** The articles written in `locale`, newest first; an empty list when the content service fails (spec 7). */
export const articlesQuery = (api: Api, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'articles', locale],
    queryFn: () => contentList(api.content.GET('/articles', { params: { query: { lang: locale } } })),
  });

/** The articles of every locale, each with its slug in each locale; an empty list when the content service fails. */
export const allArticlesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'articles'],
    queryFn: () => contentList(api.content.GET('/articles')),
  });

/** One page or article by its slug, ready to show; null when there is none (or the content service fails). */
export const pageQuery = (api: Api, slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: async (): Promise<PageView | null> => {
      const page = await contentValue(api.content.GET('/pages', { params: { query: { slug } } }), null);
      if (!page) return null;
      const { id: _id, content, ...fields } = page;
      const body = await sanitizeHtml(withoutTitleHeading(content, page.title));
      return {
        ...fields,
        body,
        description: excerpt(plainText(body)) || page.title,
        readingMinutes: readingMinutes(content),
      };
    },
  });
