import { LOCALES } from '@casino/flows';
import { LanguageSwitcher } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { switchLocalePath } from '../../app/routes';
import { useLocale } from '../../app/use-locale';
import { renderRouterLink } from '../../lib/router-link';

/** Suomi / English / Eesti: the current page in the other locales (spec 2.3). */
export function SiteLanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <LanguageSwitcher
      className={className}
      label={t('layout.languageSwitcher.label')}
      current={locale}
      languages={LOCALES.map((code) => ({
        code,
        label: t(`layout.languageSwitcher.${code}`),
        href: switchLocalePath(pathname, code) + search,
      }))}
      renderLink={renderRouterLink}
    />
  );
}
