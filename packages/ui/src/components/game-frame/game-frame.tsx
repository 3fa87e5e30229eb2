import { Maximize, Minimize } from 'lucide-react';
import {
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

import type { ResponsiveImage } from '../../lib/card-image';
import { cn } from '../../lib/cn';
import { Button, IconButton } from '../button/button';
import { ErrorMessage } from '../error-message/error-message';
import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';

/**
 * The sandbox of the slot's frame: the least the slot needs.
 * - allow-scripts: the slot is a script (its reels, bets and rounds).
 * - allow-same-origin: the slot's rounds are fetches to its own server with the player's session cookie; an opaque
 *   origin would send them cross-site, and the server refuses those (and sends no SameSite cookie). Its messages
 *   would also arrive from the origin 'null', which the page refuses. The launch page is the site's own server's
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

/** Why the game did not start, in words, with a way to try again. */
export type GameFrameError = {
  /** The headline ("The game could not be started"), already translated. */
  title: ReactNode;
  /** The reason, already translated. */
  message: ReactNode;
  /** The server's error code; shown only when given. */
  code?: string | number;
  retryLabel: string;
  onRetry: () => void;
  /** The retry is on its way: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
};

export type GameFrameProps = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  /** The frame's accessible name: the game's title. */
  title: string;
  /** The game's launch URL; undefined while it is being launched (nothing is in the frame yet). */
  src?: string;
  /** The game's artwork, shown in the frame until the game has loaded; a skeleton without one. */
  poster?: ResponsiveImage;
  /** The note shown while the game loads ("Loading the game…"). */
  loadingLabel: ReactNode;
  /** The launch failed: shown in place of the game while there is no `src`. */
  error?: GameFrameError;
  /** The full-screen button's names; it shows once the game is launched, where the browser can go full screen. */
  fullscreenLabel: string;
  exitFullscreenLabel: string;
  /** The game's iframe, e.g. to tell the game's messages from others by their source window. */
  frameRef?: Ref<HTMLIFrameElement>;
};

/**
 * A slot in a sandboxed frame, with the game's artwork and a loading note until the frame's document has loaded
 * (the frame waits unseen behind them), a refusal in words with a retry, and a full-screen button. Full width; 16:9
 * on wider screens, never taller than the viewport below the header; 70 % of a phone's height. Rendered on the
 * server without `src`, the artwork is in the page's HTML before any script runs.
 */
export function GameFrame({
  title,
  src,
  poster,
  loadingLabel,
  error,
  fullscreenLabel,
  exitFullscreenLabel,
  frameRef,
  className,
  ...props
}: GameFrameProps) {
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  // The frame's document has loaded: the frame is shown over the artwork (an empty frame would blank it meanwhile).
  // Kept per `src`, so a new launch waits for its own document.
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = src !== undefined && loadedSrc === src;
  const loading = !loaded && !error;

  return (
    <div data-slot="game-frame" className={cn('flex flex-col gap-2', className)} {...props}>
      <div
        ref={stage}
        data-slot="game-frame-stage"
        aria-busy={loading}
        className="relative h-[70dvh] w-full overflow-hidden rounded-lg bg-surface-overlay md:aspect-video md:h-auto md:max-h-[calc(100dvh-8rem)]"
      >
        {loading && (
          <div
            data-slot="game-frame-loading"
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-4"
          >
            {poster ? (
              <img
                data-slot="game-frame-poster"
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
            <p
              data-slot="game-frame-status"
              role="status"
              className="relative flex items-center gap-2 text-sm font-semibold"
            >
              <Spinner size="sm" />
              {loadingLabel}
            </p>
          </div>
        )}
        {src ? (
          <iframe
            ref={frameRef}
            data-slot="game-frame-document"
            src={src}
            title={title}
            sandbox={SANDBOX}
            allow="fullscreen"
            onLoad={() => setLoadedSrc(src)}
            // Unseen, not removed, until its document has loaded: it keeps its size, so the game lays itself out for
            // the frame it will show in. Inline, so it holds before and without the stylesheet.
            style={loaded ? undefined : { visibility: 'hidden' }}
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          error && (
            <div
              data-slot="game-frame-error"
              className="absolute inset-0 flex flex-col items-center justify-center gap-4 overflow-y-auto p-4 text-center"
            >
              <p className="text-lg font-semibold wrap-break-word">{error.title}</p>
              <ErrorMessage message={error.message} code={error.code} />
              <Button variant="secondary" loading={error.retrying} onClick={error.onRetry}>
                {error.retryLabel}
              </Button>
            </div>
          )
        )}
      </div>
      {src && fullscreen.supported && (
        <div data-slot="game-frame-toolbar" className="flex justify-end">
          <IconButton
            variant="secondary"
            label={fullscreen.active ? exitFullscreenLabel : fullscreenLabel}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
          </IconButton>
        </div>
      )}
    </div>
  );
}
