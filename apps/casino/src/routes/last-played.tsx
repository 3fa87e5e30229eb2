import { useTranslation } from 'react-i18next';
import { PageHead } from '../shared/head/page-head';
import { RequireLogin } from '../features/login/require-login';
import { PlayerGameList } from '../features/player-games/player-game-list';

/** The games the player played last (spec 2.1, 2.4), for logged-in players only. */
export default function LastPlayed() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <PageHead
        title={t('playerGames.recentGames.title')}
        description={t('playerGames.recentGames.description')}
        noIndex
      />
      <h1 className="text-3xl font-bold">{t('playerGames.recentGames.heading')}</h1>
      <RequireLogin>
        <PlayerGameList list="recentGames" title={t('playerGames.recentGames.heading')} />
      </RequireLogin>
    </div>
  );
}
