import { assign, setup } from 'xstate';
import { LOADING_FADE_DELAY_MS, LOADING_FADE_MS } from '../rules/constants.ts';

/** What the layout loads before the site shows (spec 7, Refresh behaviour: on layout load). */
export const LAYOUT_LOADS = ['gameGroups', 'childGroups', 'siteSettings', 'games', 'suppliers', 'player'] as const;

export interface LoadingScreenContext {
  /** The loads not done yet. */
  pending: string[];
}

export type LoadingScreenEvent =
  /** A load is done, whether it succeeded or failed. */
  { type: 'load.finished'; load: string };

/**
 * The loading screen (spec 2.3; 4, Loading screen; 9): it shows the logo and a progress bar until every load
 * flag is done, then 1 second later fades, and 0.5 seconds after that it is gone.
 *
 * Input: the loads to wait for (default LAYOUT_LOADS). Tags: `visible` until gone, `fading` while it fades.
 */
export const loadingScreenMachine = setup({
  types: {
    context: {} as LoadingScreenContext,
    events: {} as LoadingScreenEvent,
    input: {} as { loads?: readonly string[] },
  },
  guards: {
    allDone: ({ context }) => context.pending.length === 0,
  },
  actions: {
    finish: assign({ pending: ({ context, event }) => context.pending.filter((load) => load !== event.load) }),
  },
  delays: {
    fadeDelay: LOADING_FADE_DELAY_MS,
    fade: LOADING_FADE_MS,
  },
}).createMachine({
  id: 'loadingScreen',
  context: ({ input }) => ({ pending: [...new Set(input.loads ?? LAYOUT_LOADS)] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['visible'],
      always: { guard: 'allDone', target: 'loaded' },
      on: { 'load.finished': { actions: 'finish' } },
    },
    /** Everything is loaded; the screen still shows for 1 second. */
    loaded: { tags: ['visible'], after: { fadeDelay: 'fading' } },
    fading: { tags: ['visible', 'fading'], after: { fade: 'gone' } },
    gone: { type: 'final' },
  },
});
