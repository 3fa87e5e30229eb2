import { isAppError } from '@casino/api-client';
import { flowError } from '@casino/flows';
import { Button, ErrorMessage, IconButton, Skeleton, Spinner, type ResponsiveImage } from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { playerKey } from '../../app/player-queries';
import { useLocale } from '../../app/use-locale';
import { launchQuery, type LaunchMode } from './launch';
import { slotMessage } from './slot-message';

/**
 * The sandbox of the slot's frame: the least the slot needs.
 * - allow-scripts: the slot is a script (its reels, bets and rounds).
 * - allow-same-origin: the slot's rounds are fetches to its own server with the player's session cookie; an opaque
 *   origin would send them cross-site, and the server refuses those (and sends no SameSite cookie). Its messages
 *   would also arrive from the origin 'null', which this page refuses. The launch page is this site's own server's
 *   (its CSP allows scripts from that server only), so same origin is trusted here; the sandbox still keeps it from
 *   navigating the site, opening windows or submitting forms.
 * Not allow-popups (the slot opens no window), allow-forms (it submits no form: its CSP says form-action 'none') nor
 * any allow-top-navigation (the game must never take the page away).
 */
const SANDBOX = 'allow-scripts allow-same-origin';

const noSubscription = () => () => {};
const onFullscreenChange = (callback: () => void) => {
  document.addEventListener('fullscreenchange', callback);
  return () => document.removeEventListener('fullscreenchange', callback);
};

/** Whether the browser can show an element full screen (not an iPhone), and whether `ref`'s element is. */
function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const supported = useSyncExternalStore(
    noSubscription,
    () => document.fullscreenEnabled === true,
    () => false,
  );
  const active = useSyncExternalStore(
    onFullscreenChange,
    () => document.fullscreenElement != null && document.fullscreenElement === ref.current,
    () => false,
  );
  const toggle = () => {
    if (active) void document.exitFullscreen();
    // Refused without a user gesture or by the browser's settings: the frame simply stays in the page.
    else void ref.current?.requestFullscreen().catch(() => undefined);
  };
  return { supported, active, toggle };
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

interface GameFrameProps {
  gameId: number;
  /** The frame's accessible name: the game's title. */
  title: string;
  /** Undefined while the session is being checked: nothing is launched yet. */
  mode: LaunchMode | undefined;
  /** The game's artwork, shown in the frame until the game has loaded; a skeleton without one. */
  poster?: ResponsiveImage;
}

/**
 * The slot in a sandboxed frame, launched in the browser only (demo for visitors, real money for players), with the
 * game's artwork and a loading note until the slot has loaded, a refusal in words with a retry, and a full-screen
 * button. Full width; 16:9 on wider screens, never taller than the viewport below the header; 70 % of a phone's
 * height. The artwork is in the server's HTML, so the page's largest picture is there before any script runs.
 */
export function GameFrame({ gameId, title, mode, poster }: GameFrameProps) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const launch = useQuery({ ...launchQuery(api, mode ?? 'demo', gameId, locale), enabled: mode !== undefined });
  const src = launch.data;
  useSlotMessages(frame, src && new URL(src).origin);
  const fullscreen = useFullscreen(stage);
  const shown = launch.isError && flowError(launch.error).shown;
  // The frame's document has loaded: the frame is shown over the artwork (an empty frame would blank it meanwhile).
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = src !== undefined && loadedSrc === src;

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={stage}
        aria-busy={!loaded && !shown}
        className="relative h-[70dvh] w-full overflow-hidden rounded-lg bg-surface-overlay md:aspect-video md:h-auto md:max-h-[calc(100dvh-8rem)]"
      >
        {!loaded && !shown && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-4">
            {poster ? (
              <img
                src={poster.src}
                srcSet={poster.srcSet}
                sizes={poster.sizes}
                alt=""
                fetchPriority="high"
                className="min-h-0 w-full max-w-2xl rounded-md object-contain"
              />
            ) : (
              <Skeleton shape="block" className="absolute inset-0 size-full rounded-none" />
            )}
            <p role="status" className="relative flex items-center gap-2 text-sm font-semibold">
              <Spinner size="sm" />
              {t('gamePlay.frame.loading')}
            </p>
          </div>
        )}
        {src ? (
          <iframe
            ref={frame}
            src={src}
            title={title}
            sandbox={SANDBOX}
            allow="fullscreen"
            onLoad={() => setLoadedSrc(src)}
            className={`absolute inset-0 size-full border-0 ${loaded ? '' : 'invisible'}`}
          />
        ) : (
          shown && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 overflow-y-auto p-4 text-center">
              <p className="text-lg font-semibold">{t('gamePlay.frame.error')}</p>
              <ErrorMessage
                message={t(shown.key as 'errors.unexpected', shown.values)}
                code={isAppError(launch.error) ? shown.code : undefined}
              />
              <Button variant="secondary" loading={launch.isFetching} onClick={() => void launch.refetch()}>
                {t('gamePlay.frame.retry')}
              </Button>
            </div>
          )
        )}
      </div>
      {src && fullscreen.supported && (
        <div className="flex justify-end">
          <IconButton
            variant="secondary"
            label={t(fullscreen.active ? 'gamePlay.frame.exitFullscreen' : 'gamePlay.frame.fullscreen')}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
          </IconButton>
        </div>
      )}
    </div>
  );
}
