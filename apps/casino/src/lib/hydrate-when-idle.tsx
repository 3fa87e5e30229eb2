import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenIdle } from './when-idle';

const noSubscription = () => () => {};

/**
 * Whether this render takes over server HTML: React renders with the server's snapshot while it hydrates (the
 * page's first render, and a Suspense boundary's hydration after it), and with the client's otherwise.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** The parts waiting to take over their server HTML, one at a time, each in an idle period of its own. */
let queue: Promise<void> = Promise.resolve();

/**
 * Its children as the server rendered them, taken over by React only when the browser is next idle after the page's
 * hydration, one such part after the other; at once in a render that is not the page's hydration (the server's, a
 * navigation's, a story's).
 *
 * Hydrating a page's every part in one go is one long task on a phone (the home page's twelve rails of cards). Until
 * its turn, the part is the server's HTML as it was, its links working as plain links: React neither hydrates nor
 * touches an element whose content it was given as HTML, here none (hence suppressHydrationWarning). Then its
 * children render anew in a transition (in slices, not one long task) and replace that HTML. For content below the
 * first screen, which the player reaches after it has taken over.
 *
 * With a `serverFallback` (null for nothing) the server renders that lighter stand-in instead of the children, so that
 * the page's HTML carries only what its first screens show however long the page is; the browser keeps the stand-in
 * while the page hydrates and renders the children in its place when idle.
 */
export function HydrateWhenIdle({ children, serverFallback }: { children: ReactNode; serverFallback?: ReactNode }) {
  const hydrating = useHydrating();
  // On the server the part renders at once: there is nothing to take over.
  const [live, setLive] = useState(() => !hydrating || typeof document === 'undefined');
  useEffect(() => {
    if (live) return;
    let cancelled = false;
    let rendered: (() => void) | undefined;
    // The next part waits for this one's render to commit, and for an idle period after it: one render a period.
    queue = queue
      .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
      .then(
        () =>
          new Promise<void>((resolve) => {
            if (cancelled) return resolve();
            rendered = resolve;
            startTransition(() => setLive(true));
          }),
      );
    // Run once the part has rendered (its state changed) or has gone: either way the next one may start.
    return () => {
      cancelled = true;
      rendered?.();
    };
  }, [live]);
  if (typeof document === 'undefined' && serverFallback !== undefined) return <div>{serverFallback}</div>;
  return live ? (
    <div key="live">{children}</div>
  ) : (
    <div key="server" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
