import { Page, PageHeader, ProviderCard, ProviderGrid } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { suppliersQuery } from '../../shared/content/queries';
import type { LoadPage } from '../../app/route-data';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';
import { renderRouterLink } from '../../lib/router-link';
import { logoImage } from '../../shared/games/game-image';
import { PageHead } from '../../shared/head/page-head';
import { providerGameCountsQuery } from './queries';

/** The providers and how many games each has. */
export const loadProvidersPage: LoadPage = async ({ fetch, api }) => {
  await Promise.all([fetch(suppliersQuery(api)), fetch(providerGameCountsQuery(api))]);
};

/** Every game provider as a card (logo or name, number of games) linking to its page, in alphabetical order. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const { data: suppliers = [] } = useQuery(suppliersQuery(api));
  const { data: counts = {} } = useQuery(providerGameCountsQuery(api));
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...suppliers].sort((a, b) => collator.compare(a.name, b.name));
  return (
    <Page gap="loose">
      <PageHead title={t('lobby.providers.title')} description={t('lobby.providers.description')} />
      <PageHeader title={t('lobby.providers.heading')} />
      {sorted.length === 0 ? (
        <p className="text-fg-muted">{t('lobby.providers.empty')}</p>
      ) : (
        <ProviderGrid aria-label={t('lobby.providers.heading')}>
          {sorted.map((supplier) => {
            const count = counts[supplier.id];
            return (
              <ProviderCard
                key={supplier.id}
                name={supplier.name}
                logoSrc={supplier.logo ? logoImage(supplier.logo) : undefined}
                // Unknown when the catalogue could not be loaded: then no number rather than a wrong 0.
                gameCountText={count ? t('lobby.providers.games', { count }) : undefined}
                href={localizedPath('PROVIDER', locale, { id: String(supplier.id), slug: supplier.slug })}
                renderLink={renderRouterLink}
              />
            );
          })}
        </ProviderGrid>
      )}
    </Page>
  );
}
