import { Button, Page, PageHeader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';

/** What a page that failed to render shows instead: a plain way home, with nothing of the site that may have failed. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    // Alone on the screen, without the site's layout: the one column in the middle of it.
    <Page width="narrow" asChild className="min-h-dvh justify-center">
      <main>
        <title>{t('error.page.title')}</title>
        <PageHeader title={t('error.page.title')} description={t('error.page.text')} />
        <p>
          <Button asChild variant="secondary">
            {/* A full page load, not a navigation: the app's state may be what broke. */}
            <a href={localizedPath('HOME', useLocale())}>{t('notFound.page.homeLink')}</a>
          </Button>
        </p>
      </main>
    </Page>
  );
}
