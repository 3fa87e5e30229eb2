import { displayTitle, isNewGame, providerName } from '@casino/flows';
import { GameCard } from '@casino/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '../content/queries';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../locale/use-locale';
import { renderRouterLink } from '../../lib/router-link';
import type { Favourites } from './favourites';
import { useGameFacts } from './game-facts';
import { gameImage } from './game-image';

interface GameTilesProps {
  games: GameSummary[];
  /**
   * How many cards from the start load eagerly: the first row of the first list on a page. The first of them is the
   * page's likely LCP and is fetched with high priority.
   */
  eager?: number;
  /**
   * The player's favourites (useFavourites) when the page has several lists: one set of observers for them all
   * rather than one per list (twelve rails made 24, whose subscriptions took a hydration task of their own).
   */
  favourites?: Favourites;
}

/**
 * The cards of a game list, for a GameGrid or GameRail: title in the locale, provider, picture, RTP and volatility,
 * 'new' label, and for a logged-in player the favourite toggle. The same elements while the list, the locale and the favourites stay,
 * so that a re-render of the list (the session's status changing after hydration) leaves its cards alone.
 */
export function useGameTiles({ games, eager = 0, favourites }: GameTilesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const factsOf = useGameFacts();
  return useMemo(() => {
    const today = new Date();
    return games.map((game, index) => {
      const title = displayTitle(game.titles[locale] ?? game.name);
      return (
        <GameCard
          key={game.id}
          title={title}
          provider={providerName(game.provider)}
          image={gameImage(game.thumbnail)}
          facts={factsOf(game)}
          aboveTheFold={index < eager}
          priority={index === 0 && eager > 0}
          newLabel={isNewGame(game.release_date, today) ? t('lobby.game.new') : undefined}
          playLabel={t('lobby.game.play')}
          playHref={localizedPath('GAME_PAGE', locale, { slug: game.friendly_name })}
          renderLink={renderRouterLink}
          {...(favourites && {
            favourite: favourites.isFavourite(game.id),
            onFavouriteChange: (favourite: boolean) => favourites.set(game.id, favourite),
            favouriteLabel: t('lobby.game.favourite', { title }),
          })}
        />
      );
    });
  }, [games, eager, t, locale, favourites, factsOf]);
}
