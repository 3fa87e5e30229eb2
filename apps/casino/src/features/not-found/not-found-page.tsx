import { Button, Page, PageHeader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHead } from '../../shared/head/page-head';
import { localizedPath, markNotFound } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';

/** An unknown page, game, group, provider or article (HTTP 404), in the locale of its path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  useEffect(() => markNotFound(pathname), [pathname]);
  return (
    <Page>
      <PageHead title={t('notFound.page.title')} description={t('notFound.page.text')} noIndex />
      <PageHeader title={t('notFound.page.title')} description={t('notFound.page.text')} />
      {/* A paragraph keeps the way home its own width, under the text. */}
      <p>
        <Button asChild variant="secondary">
          <Link to={localizedPath('HOME', locale)}>{t('notFound.page.homeLink')}</Link>
        </Button>
      </p>
    </Page>
  );
}
