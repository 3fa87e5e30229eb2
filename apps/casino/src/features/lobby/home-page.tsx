import { Page, PageHeader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import type { LoadPage } from '../../app/route-data';
import { jackpotsQuery } from '../../shared/content/queries';
import { PageHead } from '../../shared/head/page-head';
import { GroupRails, loadGroupRails } from './group-rails';
import { Jackpots } from './jackpots';

/** The sections of the home page, slots first. */
const HOME_SECTIONS = ['slots', 'livecasino'] as const;

const loadRails = loadGroupRails(HOME_SECTIONS);

/** The home page's data: the rails of both sections and the jackpots. */
export const loadHome: LoadPage = (page) => Promise.all([loadRails(page), page.fetch(jackpotsQuery(page.api))]);

/** Home: the jackpots, then a rail for each game group with games, slots first, then live casino. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Page gap="loose">
      <PageHead title={t('home.page.title')} description={t('home.page.description')} />
      <PageHeader title={t('home.page.heading')} />
      <Jackpots />
      <GroupRails types={HOME_SECTIONS} />
    </Page>
  );
}
