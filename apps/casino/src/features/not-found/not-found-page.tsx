import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../app/use-locale';

export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-8">
      <title>{t('notFound.page.title')}</title>
      <h1 className="text-3xl font-semibold">{t('notFound.page.title')}</h1>
      <p className="text-fg-muted">{t('notFound.page.text')}</p>
      <Button asChild variant="secondary">
        <Link to={localizedPath('HOME', locale)}>{t('notFound.page.homeLink')}</Link>
      </Button>
    </div>
  );
}
