import { isLocale, LOCALES } from '@casino/flows';
import { LanguageSwitcher } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { renderRouterLink } from '../../lib/router-link';
import { useApi } from '../../app/api';
import { useLocaleSwitchPath } from '../head/page-head';
import { localizedPath } from '../../app/routes';
import { useSessionStatus } from '../session/session';
import { useLocale } from './use-locale';

/**
 * Suomi / English / Eesti (spec 2.3): links to the current page in the other locales — on a game page its play URL
 * in that locale, for an article its own slug there (the page's alternates) — and, for a logged-in player, the
 * language-change flow that stores the choice.
 */
export function SiteLanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const loggedIn = useSessionStatus() === 'loggedIn';
  const { search } = useLocation();
  const pathIn = useLocaleSwitchPath();
  return (
    <LanguageSwitcher
      className={className}
      label={t('layout.languageSwitcher.label')}
      current={locale}
      languages={LOCALES.map((code) => ({
        code,
        label: t(`layout.languageSwitcher.${code}`),
        href: pathIn(code) + search,
      }))}
      onSelect={(code) => {
        if (!loggedIn || !isLocale(code)) return;
        void import('./language-change').then(({ chooseLanguage }) =>
          chooseLanguage({
            api,
            from: locale,
            to: code,
            loggedIn,
            goHome: (home) => void navigate(localizedPath('HOME', home)),
          }),
        );
      }}
      renderLink={renderRouterLink}
    />
  );
}
