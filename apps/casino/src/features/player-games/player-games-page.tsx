import { Page, PageHeader } from '@casino/ui';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../shared/head/page-head';
import { PlayerGameList, type PlayerList } from './player-game-list';

interface PlayerGamesPageProps {
  list: PlayerList;
  /**
   * Shows its children to a logged-in player only: the route's RequireLogin (a feature cannot import the login
   * feature's). The head and the heading stay outside it, so the page has its title while the player loads.
   */
  guard: ComponentType<{ children: ReactNode }>;
}

/** The player's favourite or last-played games (spec 2.1, 2.4), for logged-in players only; not indexed. */
export function PlayerGamesPage({ list, guard: Guard }: PlayerGamesPageProps) {
  const { t } = useTranslation();
  const heading = t(`playerGames.${list}.heading`);
  return (
    <Page>
      <PageHead title={t(`playerGames.${list}.title`)} description={t(`playerGames.${list}.description`)} noIndex />
      <PageHeader title={heading} />
      <Guard>
        <PlayerGameList list={list} title={heading} />
      </Guard>
    </Page>
  );
}
