import { disruptionBanner, maintenanceGate } from '@casino/flows';
import { MaintenanceScreen, ServiceDisruptionBanner } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { maintenanceScreenQuery, statusQuery } from '../../shared/content/queries';
import { useLocale } from '../../shared/locale/use-locale';
import { IMAGE_WIDTHS, imageUrl } from '../../lib/image';
import { SafeHtml } from '../../lib/safe-html';
import type { SanitizedHtml } from '../../lib/sanitize-html';

/** The site's own logo, a seeded picture (apps/api SITE_LOGO), until the server names the configured one. */
const SITE_LOGO = '/images/logo.svg';

/**
 * A logo on the site is a seeded picture, served by the image endpoint (a 200-pixel logo needs its narrowest step);
 * MAINTENANCE_LOGO_URL may also name one on another host, which the page's policy allows by name.
 */
const logoSource = (url: string) => (url.startsWith('/') ? imageUrl(url, IMAGE_WIDTHS[0]) : url);

/**
 * The maintenance gate and the service-disruption banner (spec 2.3, 4 Maintenance gate): the status is checked at
 * start (on the server) and every 60 s; a failed check keeps the last status. During maintenance the site is
 * replaced by the maintenance screen with the message in the locale (English as the fallback).
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const status = useQuery(statusQuery(api)).data;
  const gate = status ? maintenanceGate(status, locale) : undefined;
  const screen = useQuery({ ...maintenanceScreenQuery(api), enabled: Boolean(gate?.gate) }).data;
  if (gate?.gate) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-surface p-4 text-fg">
        <title>{`${t('layout.maintenance.title')} – ${screen?.appName ?? t('layout.site.name')}`}</title>
        <meta name="robots" content="noindex" />
        <MaintenanceScreen
          logoSrc={logoSource(screen?.logo.url ?? SITE_LOGO)}
          logoWidth={screen?.logo.width}
          logoHeight={screen?.logo.height}
          appName={screen?.appName ?? t('layout.site.name')}
          title={t('layout.maintenance.title')}
        >
          {gate.message && <SafeHtml html={gate.message as SanitizedHtml} />}
        </MaintenanceScreen>
      </main>
    );
  }
  const disruption = status ? disruptionBanner(status, locale) : undefined;
  return (
    <>
      {disruption && (
        <ServiceDisruptionBanner title={t('layout.maintenance.disruption')}>
          <SafeHtml html={disruption as SanitizedHtml} />
        </ServiceDisruptionBanner>
      )}
      {children}
    </>
  );
}
