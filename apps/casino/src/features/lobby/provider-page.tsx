import { Page, PageHeader } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../app/api';
import type { Supplier } from '../../shared/content/queries';
import { notFound, type LoadPage } from '../../app/route-data';
import { localizedPath } from '../../app/routes';
import { requireSlug } from './canonical';
import { PagedGameList } from '../../shared/games/game-list';
import { PageHead } from '../../shared/head/page-head';
import { listHeadQuery } from '../../shared/games/list-query';
import { providerGamesQuery, supplierQuery } from './queries';

/**
 * A provider page's data: an id that is no listed provider is not found; a wrong or missing slug goes (301) to the
 * provider's own address.
 */
export const loadProviderPage: LoadPage = async ({ fetch, api, locale, params, url }) => {
  const supplier = (await fetch(supplierQuery(api, params.id ?? ''))) ?? notFound();
  const path = localizedPath('PROVIDER', locale, { id: String(supplier.id), slug: supplier.slug });
  requireSlug(url, params.slug, { slug: supplier.slug, path });
  await fetch(listHeadQuery(providerGamesQuery(api, supplier.slug)));
};

/** One game provider: its name and all its games. */
export function ProviderPage() {
  const { id = '' } = useParams();
  const { data: supplier } = useQuery(supplierQuery(useApi(), id));
  // The loader has answered 404 for an unknown provider, so this is only the moment a navigation ends.
  return supplier ? <ProviderGames key={supplier.id} supplier={supplier} /> : null;
}

function ProviderGames({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation();
  const provider = supplier.name;
  return (
    <Page gap="loose">
      <PageHead
        title={t('lobby.provider.title', { provider })}
        description={t('lobby.provider.description', { provider })}
      />
      <PageHeader title={provider} />
      <PagedGameList
        list={providerGamesQuery(useApi(), supplier.slug)}
        title={t('lobby.provider.games', { provider })}
        emptyText={t('lobby.provider.empty')}
      />
    </Page>
  );
}
