/**
 * What a person does first on a page: a touch, a click, a key, a wheel, the mouse moving over it, the focus moving
 * into it (a screen reader's). Code that only serves what a person does (the session's machine for a visitor, the
 * search's machine, the site's popups) loads then, not with the page: a phone that only looks fetches none of it.
 */
const EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'click'] as const;

/** Per window, the first interaction: resolved once, for every waiter since and after. */
const interactions = new WeakMap<Window, Promise<void>>();

function firstInteraction(win: Window): Promise<void> {
  let interaction = interactions.get(win);
  if (!interaction) {
    interaction = new Promise<void>((resolve) => {
      const done = () => {
        for (const type of EVENTS) win.removeEventListener(type, done, true);
        resolve();
      };
      for (const type of EVENTS) win.addEventListener(type, done, { capture: true, passive: true });
    });
    interactions.set(win, interaction);
  }
  return interaction;
}

/** Starts listening (entry.client.tsx, before hydrating): a touch while the page hydrates counts too. */
export const listenForFirstInteraction = (win: Window = window): void => void firstInteraction(win);

/**
 * Runs `run` at the page's first interaction (at once, in a microtask, if there has been one) and returns what
 * cancels it, for an effect's cleanup.
 */
export function onFirstInteraction(run: () => void, win: Window = window): () => void {
  let cancelled = false;
  void firstInteraction(win).then(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
}
