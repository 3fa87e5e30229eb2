import { displayTitle, isNewGame } from '@casino/flows';
import { Button } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../app/use-locale';
import { GameList } from './game-list';
import { gamesQuery } from './games-query';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{t('home.page.title')}</title>
      <meta name="description" content={t('home.page.description')} />
      <h1 className="text-3xl font-semibold">{t('home.games.title')}</h1>
      <Games />
    </div>
  );
}

/** The catalogue with its loading, error and empty states. */
function Games() {
  const { t } = useTranslation();
  const locale = useLocale();
  const games = useQuery(gamesQuery(useApi()));
  const today = new Date();

  if (games.isPending) {
    return (
      <p role="status" className="text-fg-muted">
        {t('home.games.loading')}
      </p>
    );
  }
  if (games.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-danger-text">{t('home.games.error')}</p>
        <Button variant="secondary" loading={games.isFetching} onClick={() => void games.refetch()}>
          {t('home.games.retry')}
        </Button>
      </div>
    );
  }
  if (games.data.length === 0) return <p className="text-fg-muted">{t('home.games.empty')}</p>;
  return (
    <GameList
      label={t('home.games.title')}
      newLabel={t('home.games.newLabel')}
      games={games.data.map((game) => ({
        id: game.id,
        title: displayTitle(game.translations?.[locale]?.title ?? game.name),
        href: localizedPath('GAME_PAGE', locale, { slug: game.friendly_name }),
        isNew: isNewGame(game.release_date, today),
      }))}
    />
  );
}
