import { providerName } from '@casino/flows';
import { Badge, Button, GameRail } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../app/api';
import { SiteLanguageSwitcher } from '../../app/language-switcher';
import { PageHead } from '../../app/page-head';
import { gameBySlugQuery, RAIL_SIZE, type GameSummary } from '../../app/queries';
import { localizedPath } from '../../app/routes';
import { useSessionStatus } from '../../app/session';
import { useLocale } from '../../app/use-locale';
// The lobby's game cards and pictures are the app's one way to show a game (architecture: "Game cards").
import { gameImage, posterImage } from '../../app/games/game-image';
import { useGameTiles } from '../../app/games/game-tiles';
import { GameFrame } from './game-frame';
import { gameExcerpt, gameTitle } from './game-text';
import { providerPreviewQuery } from './load';

/**
 * The game play page (spec 2.1 /game/{slug}/play): the game's title and provider, whether it is played for fun or
 * for real money (a visitor is offered the login), the game in its frame, its excerpt and more of its provider's
 * games. The page's HTML is the same for everyone; who plays is known only in the browser.
 */
export function GamePlay({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const status = useSessionStatus();
  const { data: game } = useQuery(gameBySlugQuery(useApi(), slug));
  if (!game) return null;

  const title = gameTitle(game, locale);
  const provider = providerName(game.provider);
  const excerpt = gameExcerpt(game, locale);
  const mode = status === 'checking' ? undefined : status === 'loggedIn' ? 'real' : 'demo';
  const login = `${localizedPath('LOGIN', locale)}?${new URLSearchParams({ redirectUrl: pathname })}`;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 md:gap-6">
      <PageHead
        title={title}
        description={excerpt || t('gamePlay.page.description', { title })}
        image={gameImage(game.thumbnail)?.src}
      />
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold wrap-break-word hyphens-auto md:text-3xl">{title}</h1>
          {provider && <p className="text-sm text-fg-muted">{provider}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* The footer and its switcher are hidden on a game page (spec 2.3), so the page offers its own: it
              keeps the game, at its play URL in the new locale. */}
          <SiteLanguageSwitcher />
          {/* Until the session is known the visitor's row holds the place, unseen, so the frame below does not
              move when it shows (most first visits are visitors'). */}
          <div className={`flex flex-wrap items-center gap-3 ${mode ? '' : 'invisible'}`} aria-hidden={!mode}>
            <Badge variant={mode === 'real' ? 'accent' : 'outline'} text={t(`gamePlay.mode.${mode ?? 'demo'}`)} />
            {mode !== 'real' && (
              <Button asChild size="sm">
                <Link to={login} tabIndex={mode ? undefined : -1}>
                  {t('gamePlay.mode.login')}
                </Link>
              </Button>
            )}
          </div>
        </div>
      </div>
      <GameFrame gameId={game.id} title={title} mode={mode} poster={posterImage(game.thumbnail)} />
      {excerpt && <p className="max-w-prose text-fg-muted">{excerpt}</p>}
      {provider && <ProviderRail provider={provider} gameId={game.id} />}
    </div>
  );
}

/** More games of the provider, without the one being played; nothing when there are none. */
function ProviderRail({ provider, gameId }: { provider: string; gameId: number }) {
  const { t } = useTranslation();
  const { data = [] } = useQuery(providerPreviewQuery(useApi(), provider));
  const games: GameSummary[] = data.filter((game) => game.id !== gameId).slice(0, RAIL_SIZE);
  const tiles = useGameTiles({ games });
  if (games.length === 0) return null;
  const title = t('gamePlay.more.title', { provider });
  return (
    <GameRail
      title={title}
      previousLabel={t('lobby.rail.previous', { group: title })}
      nextLabel={t('lobby.rail.next', { group: title })}
    >
      {tiles}
    </GameRail>
  );
}
