import { Button } from '@casino/ui';
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
    <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-8">
      <PageHead title={t('notFound.page.title')} description={t('notFound.page.text')} noIndex />
      <h1 className="text-3xl font-semibold">{t('notFound.page.title')}</h1>
      <p className="text-fg-muted">{t('notFound.page.text')}</p>
      <Button asChild variant="secondary">
        <Link to={localizedPath('HOME', locale)}>{t('notFound.page.homeLink')}</Link>
      </Button>
    </div>
  );
}
