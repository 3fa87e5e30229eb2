import { ArticleCard, Page, PageHeader } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { PageHead } from '../../shared/head/page-head';
import type { LoadPage } from '../../app/route-data';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';
import { renderRouterLink } from '../../lib/router-link';
import { isoDate } from './article-text';
import { cardImage } from './content-image';
import { articlesQuery, type ArticleCategory } from './queries';

/** The data of a list page: the articles of its locale (both lists share them). */
export const loadArticles: LoadPage = ({ fetch, api, locale }) => fetch(articlesQuery(api, locale));

/** The first row on the widest grid (3 columns) loads its pictures eagerly: the likely largest paint. */
const FIRST_ROW = 3;

/** The texts of each list, under content.news and content.campaigns. */
const LIST_KEYS = { news: 'news', campaign: 'campaigns' } as const satisfies Record<ArticleCategory, string>;

/**
 * News or Campaigns (spec 2.1): the articles of the category in the page's locale, newest first, as cards linking to
 * the article at campaigns/{slug} with its date and reading time; a sentence when there are none.
 */
export function ArticleList({ category }: { category: ArticleCategory }) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const { data: articles = [] } = useQuery(articlesQuery(api, locale));
  const shown = articles.filter((article) => article.category === category);
  const key = LIST_KEYS[category];
  return (
    <Page>
      <PageHead title={t(`content.${key}.title`)} description={t(`content.${key}.description`)} />
      <PageHeader title={t(`content.${key}.heading`)} />
      {shown.length === 0 ? (
        <p className="text-fg-muted">{t(`content.${key}.empty`)}</p>
      ) : (
        <section aria-labelledby="article-list-heading">
          {/* The cards' titles are h3 (ui ArticleCard): the list's heading keeps the levels in order. */}
          <h2 id="article-list-heading" className="sr-only">
            {t('content.list.count', { count: shown.length })}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((article, index) => {
              const dateTime = isoDate(article.date_parsed);
              return (
                <li key={article.slug} className="flex">
                  <ArticleCard
                    className="w-full"
                    title={article.title}
                    href={localizedPath('ARTICLE', locale, { slug: article.slug })}
                    image={cardImage(article.thumbnail)}
                    aboveTheFold={index < FIRST_ROW}
                    priority={index === 0}
                    date={article.date_parsed && dateTime ? { text: article.date_parsed, dateTime } : undefined}
                    readingTime={t('content.article.readingTime', { count: article.reading_minutes })}
                    renderLink={renderRouterLink}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Page>
  );
}
