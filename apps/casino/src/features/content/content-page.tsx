import type { Locale } from '@casino/flows';
import { Page, PageHeader, Prose } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { PageHead } from '../../shared/head/page-head';
import { notFound, type LoadPage } from '../../app/route-data';
import { useLocale } from '../../shared/locale/use-locale';
import { SafeHtml } from '../../lib/safe-html';
import { shareImage } from './content-image';
import { pageQuery } from './queries';

/** A content page's slug in each locale (each locale has its own slug in the content service). */
export type PageSlugs = Record<Locale, string>;

/** The gold rush page (spec 2.1: /kultajahti, /gold-rush, /kullapalavik). */
export const GOLD_RUSH_SLUGS: PageSlugs = { fi: 'kultajahti', en: 'gold-rush', et: 'kullapalavik' };

/** The data of a content page: the page of the locale; not found (HTTP 404) when the content service has none. */
export const loadContentPage =
  (slugs: PageSlugs): LoadPage =>
  async ({ fetch, api, locale }) => {
    if (!(await fetch(pageQuery(api, slugs[locale])))) notFound();
  };

/** A content page of the locale, e.g. gold rush. */
export function ContentPage({ slugs }: { slugs: PageSlugs }) {
  return <ContentPageView slug={slugs[useLocale()]} />;
}

/** The content page with this slug (its loader has put it in the cache): its title and its sanitised body. */
export function ContentPageView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const { data: page } = useQuery(pageQuery(api, slug));
  if (!page) return null;
  return (
    <Page width="prose">
      <PageHead
        title={t('content.page.title', { title: page.title })}
        description={page.description}
        image={shareImage(page.thumbnail)}
      />
      <PageHeader title={page.title} />
      <Prose asChild>
        <SafeHtml html={page.body} />
      </Prose>
    </Page>
  );
}
