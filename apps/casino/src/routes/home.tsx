import { useTranslation } from 'react-i18next';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { PageHead } from '../shared/head/page-head';
import { jackpotsQuery } from '../shared/content/queries';
import { loadInBrowser, loadOnServer, type LoadPage } from '../app/route-data';
import { GroupRails, loadGroupRails } from '../features/lobby/group-rails';
import { Jackpots } from '../features/lobby/jackpots';

const loadRails = loadGroupRails(['slots', 'livecasino']);
const load: LoadPage = (page) => Promise.all([loadRails(page), page.fetch(jackpotsQuery(page.api))]);
export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, load);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, load);

/** Home: the jackpots, then a rail for each game group, slots first, then live casino. */
export default function Home() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6">
      <PageHead title={t('home.page.title')} description={t('home.page.description')} />
      <h1 className="text-3xl font-bold">{t('home.page.heading')}</h1>
      <Jackpots />
      <GroupRails types={['slots', 'livecasino']} />
    </div>
  );
}
