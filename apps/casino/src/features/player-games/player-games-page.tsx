import { Page, PageHeader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../shared/head/page-head';
import { RequireLogin } from '../../shared/session/require-login';
import { PlayerGameList, type PlayerList } from './player-game-list';

interface PlayerGamesPageProps {
  list: PlayerList;
}

/** The player's favourite or last-played games (spec 2.1, 2.4), for logged-in players only; not indexed. */
export function PlayerGamesPage({ list }: PlayerGamesPageProps) {
  const { t } = useTranslation();
  const heading = t(`playerGames.${list}.heading`);
  return (
    <Page>
      <PageHead title={t(`playerGames.${list}.title`)} description={t(`playerGames.${list}.description`)} noIndex />
      <PageHeader title={heading} />
      <RequireLogin>
        <PlayerGameList list={list} title={heading} />
      </RequireLogin>
    </Page>
  );
}
