import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../app/use-locale';
import { LanguageSwitcher } from './language-switcher';
import { SiteFooter } from './site-footer';

/** The frame of every page: header with the language switcher, the page, the footer. Keeps i18n on the page's locale. */
export function SiteLayout() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  return (
    <div className="flex min-h-dvh flex-col bg-surface text-fg">
      <a
        href="#main"
        className="sr-only rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('layout.site.skipToContent')}
      </a>
      <header className="border-b border-border bg-surface-raised">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
          <Link
            to={localizedPath('HOME', locale)}
            className="text-xl font-semibold text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t('layout.site.name')}
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
