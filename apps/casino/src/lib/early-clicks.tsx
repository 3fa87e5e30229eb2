import { useEffect } from 'react';

/**
 * A tap on a button before the page has hydrated does nothing: the server's HTML has no handlers, and on a slow
 * phone the app starts seconds after the page shows (the bottom bar's search and menu, the header's panels). The
 * last such tap is kept and made again once the page has hydrated, so it does what the person meant. Links and a
 * form's buttons need no help: the browser follows and sends them itself.
 *
 * The keeping starts with the page: `KEEP_EARLY_TAPS` is an inline script in the head (root.tsx), run before any
 * button is drawn. It stops as hydration starts (`stopKeepingTaps`): from then on React hears taps itself (it
 * hydrates what was tapped first), and a tap it hears replaces the kept one, which is not made then.
 */
export const KEEP_EARLY_TAPS =
  "(function(w){var k={button:null,keeping:true};k.listen=function(e){var b=e.target instanceof Element?e.target.closest('button'):null;k.button=k.keeping&&b&&!b.form&&!b.disabled?b:null};w.addEventListener('click',k.listen,true);w.__earlyTap=k})(window)";

/** What the inline script leaves on the window. */
interface EarlyTap {
  button: HTMLButtonElement | null;
  keeping: boolean;
  listen: (event: Event) => void;
}

/**
 * Called as hydration starts: no tap is kept from now on. Gives the replay, to run once the page has hydrated; it
 * taps at most once.
 */
export function stopKeepingTaps(win: Window = window): () => void {
  const early = (win as Window & { __earlyTap?: EarlyTap }).__earlyTap;
  if (!early) return () => undefined;
  early.keeping = false;
  return () => {
    win.removeEventListener('click', early.listen, true);
    const { button } = early;
    early.button = null;
    if (button?.isConnected && !button.disabled) button.click();
  };
}

/**
 * Makes the kept tap once the page has hydrated: rendered beside the app (entry.client.tsx), its effect runs after
 * the page's first commit. The tap waits for a task of its own: in an effect React would not hydrate the tapped part
 * first (a Suspense boundary not yet hydrated, as the bottom bar is), and would drop the tap.
 */
export function ReplayEarlyTap({ replay }: { replay: () => void }) {
  useEffect(() => {
    const timer = setTimeout(replay);
    return () => clearTimeout(timer);
  }, [replay]);
  return null;
}
