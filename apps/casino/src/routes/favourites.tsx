import { useTranslation } from 'react-i18next';
import { PageHead } from '../shared/head/page-head';
import { RequireLogin } from '../features/login/require-login';
import { PlayerGameList } from '../features/player-games/player-game-list';

/** The player's favourite games (spec 2.1, 2.4), for logged-in players only. */
export default function Favourites() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <PageHead
        title={t('playerGames.favourites.title')}
        description={t('playerGames.favourites.description')}
        noIndex
      />
      <h1 className="text-3xl font-bold">{t('playerGames.favourites.heading')}</h1>
      <RequireLogin>
        <PlayerGameList list="favourites" title={t('playerGames.favourites.heading')} />
      </RequireLogin>
    </div>
  );
}
