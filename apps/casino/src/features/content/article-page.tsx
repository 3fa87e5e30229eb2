import { LOCALES } from '@casino/flows';
import { Page, PageHeader, Prose } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useParams } from 'react-router';
import { useApi } from '../../app/api';
import { declareAlternates, PageHead, type PageAlternates } from '../../shared/head/page-head';
import { notFound, type LoadPage } from '../../app/route-data';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';
import { SafeHtml } from '../../lib/safe-html';
import { isoDate } from './article-text';
import { heroImage, shareImage } from './content-image';
import { articlesQuery, pageQuery, type ArticleListing } from './queries';

/** The article's own page in each locale, by its slug there; none in a locale it is not published in. */
const articleAlternates = ({ translations }: ArticleListing): PageAlternates =>
  Object.fromEntries(
    LOCALES.map((locale) => {
      const slug = translations[locale];
      return [locale, slug ? localizedPath('ARTICLE', locale, { slug }) : null];
    }),
  );

/**
 * The data of an article page: the articles of the locale (which say that the slug is an article, and of which list)
 * and the article itself, and its own page in the other locales for hreflang and the language switcher. A slug of the
 * same article in another locale goes to this locale's slug; anything else is not found (HTTP 404).
 */
export const loadArticle: LoadPage = async (load) => {
  const { fetch, api, locale, params } = load;
  const slug = params.slug ?? '';
  const articles = await fetch(articlesQuery(api, locale));
  const listed = articles.find((article) => article.slug === slug);
  if (!listed) {
    const translated = articles.find((article) => Object.values(article.translations).includes(slug));
    if (translated) throw redirect(localizedPath('ARTICLE', locale, { slug: translated.slug }));
    notFound();
  }
  if (!(await fetch(pageQuery(api, slug)))) notFound();
  await declareAlternates(load, articleAlternates(listed));
};

const backLinkClass =
  'inline-flex min-h-10 items-center gap-2 self-start rounded-md text-sm font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * A blog or campaign article at campaigns/{slug}: a link back to its list, its title, date and reading time, its
 * picture and its sanitised body; the head describes it with the start of its text and its picture.
 */
export function ArticlePage() {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const { slug = '' } = useParams();
  const { data: articles = [] } = useQuery(articlesQuery(api, locale));
  const { data: page } = useQuery(pageQuery(api, slug));
  const listed = articles.find((article) => article.slug === slug);
  // The loader answered 404 for anything else.
  if (!page || !listed) return null;

  const dateTime = isoDate(page.date_parsed);
  const list = listed.category === 'campaign' ? 'CAMPAIGNS' : 'NEWS';
  const hero = page.thumbnail ? heroImage(page.thumbnail) : undefined;
  return (
    <Page width="prose" asChild>
      <article>
        <PageHead
          title={t('content.page.title', { title: page.title })}
          description={page.description}
          image={shareImage(page.thumbnail)}
        />
        <Link to={localizedPath(list, locale)} className={backLinkClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t(list === 'CAMPAIGNS' ? 'content.article.backToCampaigns' : 'content.article.backToNews')}
        </Link>
        <PageHeader
          title={page.title}
          description={
            <>
              {page.date_parsed && dateTime && (
                <>
                  <time dateTime={dateTime}>{page.date_parsed}</time>
                  {' · '}
                </>
              )}
              <span>{t('content.article.readingTime', { count: page.readingMinutes })}</span>
            </>
          }
        />
        {hero && (
          // The article's picture is the page's largest paint: loaded at once, ahead of other pictures.
          <img
            {...hero}
            alt=""
            width={1200}
            height={630}
            loading="eager"
            fetchPriority="high"
            className="aspect-[1200/630] h-auto w-full rounded-xl bg-surface-sunken object-cover"
          />
        )}
        <Prose asChild>
          <SafeHtml html={page.body} />
        </Prose>
      </article>
    </Page>
  );
}
