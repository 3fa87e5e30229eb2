import { assign, setup } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

type Round = Schemas['BonusGameRound'];
type Reward = Schemas['BonusGameReward'];
/** The cache-busting timestamp both calls send (Unix milliseconds). */
type Timestamp = { t: Schemas['CacheBuster'] };

/** The two answers together: the rounds with the wagering that completes them, and the rewards on offer. */
export interface BonusGameData {
  rounds: Round[];
  /** EUR wagered with real money in all time. */
  wagered: number;
  /** EUR of wagering that completes one round. */
  wagerPerRound: number;
  rewards: Reward[];
}

export interface BonusGameContext {
  /** When the current load started; sent as `t`. */
  t: number;
  /** The last answer; kept while it loads again. */
  data: BonusGameData | null;
  error: FlowError | null;
}

export type BonusGameEvent = { type: 'reload' } | { type: 'retry' };

/**
 * The bonus game page (spec 2.1 /bonus-game, 7): the rounds and the rewards, loaded together with a cache-busting
 * timestamp; `reload` (the page shown again, say after playing in another tab) loads them again while the last answer
 * stays on screen.
 */
export const bonusGameMachine = setup({
  types: {
    context: {} as BonusGameContext,
    events: {} as BonusGameEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /**
     * GET /bonus-game/progress?t={timestamp} (the rounds and the wagering) and GET /bonus-game/rewards?t={timestamp}
     * (the rewards), side by side; it fails when either fails.
     */
    loadBonusGame: appActor<BonusGameData, Timestamp>('loadBonusGame'),
  },
}).createMachine({
  id: 'bonusGame',
  context: { t: 0, data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: assign({ t: () => Date.now(), error: null }),
      invoke: {
        id: 'loadBonusGame',
        src: 'loadBonusGame',
        input: ({ context }) => ({ t: context.t }),
        onDone: { target: 'shown', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { retry: 'loading' },
    },
    shown: {
      on: { reload: 'loading' },
    },
  },
});
