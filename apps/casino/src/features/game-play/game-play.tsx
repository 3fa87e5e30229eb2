import { isAppError } from '@casino/api-client';
import { flowError, providerName } from '@casino/flows';
import { Badge, Button, GameFacts, GameFrame, GameRail, Page, PageHeader, type ResponsiveImage } from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useApi } from '../../app/api';
import { PageHead } from '../../shared/head/page-head';
import { gameBySlugQuery, RAIL_SIZE, type GameSummary } from '../../shared/content/queries';
import { loginPath } from '../../app/routes';
import { useErrorText } from '../../shared/errors/error-text';
import { useSessionStatus } from '../../shared/session/session';
import { playerKey } from '../../shared/player/player-queries';
import { useLocale } from '../../shared/locale/use-locale';
import { PayNPlay } from '../../shared/payments/pay-n-play';
import { TakeBreak } from '../../shared/limits/take-break';
// The lobby's game cards and pictures are the app's one way to show a game (architecture: "Game cards").
import { gameImage, posterImage } from '../../shared/games/game-image';
import { useFavourites } from '../../shared/games/favourites';
import { useGameTiles } from '../../shared/games/game-tiles';
import { useGameFacts } from '../../shared/games/game-facts';
import { gameExcerpt, gameTitle } from './game-text';
import { launchQuery, type LaunchMode } from './launch';
import { providerPreviewQuery } from './load';
import { slotMessage } from './slot-message';

/**
 * The game play page (spec 2.1 /game/{slug}/play): the game's title and provider, whether it is played for fun or
 * for real money (a visitor is offered Pay N Play, which comes back here, and the login), the game in its frame, its excerpt and more of its provider's
 * games. The page's HTML is the same for everyone; who plays is known only in the browser.
 */
export function GamePlay() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const status = useSessionStatus();
  const { data: game } = useQuery(gameBySlugQuery(useApi(), slug));
  const factsOf = useGameFacts();
  if (!game) return null;

  const title = gameTitle(game, locale);
  const provider = providerName(game.provider);
  const excerpt = gameExcerpt(game, locale);
  const facts = factsOf(game);
  const mode = status === 'checking' ? undefined : status === 'loggedIn' ? 'real' : 'demo';
  const login = loginPath(locale, pathname);

  return (
    <Page gap="tight">
      <PageHead
        title={title}
        description={excerpt || t('gamePlay.page.description', { title })}
        image={gameImage(game.thumbnail)?.src}
      />
      <PageHeader
        size="compact"
        title={title}
        description={provider}
        actions={
          <>
            {/* Until the session is known the visitor's row holds the place, unseen, so the frame below does not
                move when it shows (most first visits are visitors'). */}
            <div className={`flex flex-wrap items-center gap-3 ${mode ? '' : 'invisible'}`} aria-hidden={!mode}>
              <Badge variant={mode === 'real' ? 'accent' : 'outline'} text={t(`gamePlay.mode.${mode ?? 'demo'}`)} />
              {/* A visitor deposits and comes back here, logged in and ready to spin; a player logs in. */}
              {mode === 'demo' && <PayNPlay size="sm" label={t('gamePlay.mode.playForReal')} />}
              {mode !== 'real' && (
                <Button asChild size="sm" variant="secondary">
                  <Link to={login} tabIndex={mode ? undefined : -1}>
                    {t('gamePlay.mode.login')}
                  </Link>
                </Button>
              )}
            </div>
          </>
        }
      />
      {/* Above the frame, with the title: below it, the facts pushed the frame up the page and out of a phone's view
          with the page scrolled to its end while the slot's spin button still showed (slot-design-rules.spec.ts). */}
      {facts && <GameFacts {...facts} />}
      <LaunchedGame gameId={game.id} title={title} mode={mode} poster={posterImage(game.thumbnail)} />
      <TakeBreak />
      {excerpt && <p className="max-w-prose text-fg-muted">{excerpt}</p>}
      {provider && <ProviderRail provider={provider} gameId={game.id} />}
    </Page>
  );
}

/**
 * Refreshes the balance when the slot in `frame` (from `origin`) says a round changed it or was refused: a refusal
 * (121 balance, 115 session gone) is news the balance call brings to the rest of the page.
 */
function useSlotMessages(frame: RefObject<HTMLIFrameElement | null>, origin: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      if (slotMessage(event, { origin, frame: frame.current?.contentWindow }))
        void queryClient.invalidateQueries({ queryKey: playerKey('balance') });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin, queryClient]);
}

interface LaunchedGameProps {
  gameId: number;
  /** The frame's accessible name: the game's title. */
  title: string;
  /** Undefined while the session is being checked: nothing is launched yet. */
  mode: LaunchMode | undefined;
  /** The game's artwork, shown in the frame until the game has loaded. */
  poster?: ResponsiveImage;
}

/**
 * The game in its frame, launched in the browser only (demo for visitors, real money for players); a refusal in
 * words with a retry; the balance refreshed on the slot's round messages.
 */
function LaunchedGame({ gameId, title, mode, poster }: LaunchedGameProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const locale = useLocale();
  const frame = useRef<HTMLIFrameElement>(null);
  const launch = useQuery({ ...launchQuery(api, mode ?? 'demo', gameId, locale), enabled: mode !== undefined });
  const src = launch.data;
  useSlotMessages(frame, src && new URL(src).origin);
  const shown = launch.isError && flowError(launch.error).shown;
  return (
    <GameFrame
      frameRef={frame}
      title={title}
      src={src}
      poster={poster}
      loadingLabel={t('gamePlay.frame.loading')}
      fullscreenLabel={t('gamePlay.frame.fullscreen')}
      exitFullscreenLabel={t('gamePlay.frame.exitFullscreen')}
      error={
        shown
          ? {
              title: t('gamePlay.frame.error'),
              message: errorText(shown),
              code: isAppError(launch.error) ? shown.code : undefined,
              retryLabel: t('gamePlay.frame.retry'),
              onRetry: () => void launch.refetch(),
              retrying: launch.isFetching,
            }
          : undefined
      }
    />
  );
}

/** More games of the provider, without the one being played; nothing when there are none. */
function ProviderRail({ provider, gameId }: { provider: string; gameId: number }) {
  const { t } = useTranslation();
  const { data = [] } = useQuery(providerPreviewQuery(useApi(), provider));
  const games: GameSummary[] = data.filter((game) => game.id !== gameId).slice(0, RAIL_SIZE);
  const tiles = useGameTiles({ games, favourites: useFavourites() });
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
