import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';

/** What a page that failed to render shows instead: a plain way home, with nothing of the site that may have failed. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 bg-surface px-4 text-fg">
      <title>{t('error.page.title')}</title>
      <h1 className="text-3xl font-semibold">{t('error.page.title')}</h1>
      <p className="text-fg-muted">{t('error.page.text')}</p>
      <Button asChild variant="secondary">
        {/* A full page load, not a navigation: the app's state may be what broke. */}
        <a href={localizedPath('HOME', useLocale())}>{t('notFound.page.homeLink')}</a>
      </Button>
    </main>
  );
}
