import { LOCALES } from '@casino/flows';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { switchLocalePath } from '../../app/routes';
import { useLocale } from '../../app/use-locale';

/** Suomi / English / Eesti: links to the current page in the other locales (spec 2.3). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('layout.languageSwitcher.label')}>
      <ul className="flex gap-1">
        {LOCALES.filter((other) => other !== locale).map((other) => (
          <li key={other}>
            <Link
              to={switchLocalePath(pathname, other) + search}
              lang={other}
              hrefLang={other}
              className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-fg hover:bg-surface-overlay focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {t(`layout.languageSwitcher.${other}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
