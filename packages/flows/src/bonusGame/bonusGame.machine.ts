import { assign, setup } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

type Round = Schemas['BonusGameRound'];
type Reward = Schemas['BonusGameReward'];
/** The cache-busting timestamp both calls send (Unix milliseconds). */
type Timestamp = { t: Schemas['CacheBuster'] };

/** The two answers together. */
export interface BonusGameData {
  rounds: Round[];
  rewards: Reward[];
}

export interface BonusGameContext {
  /** When the current load started; sent as `t`. */
  t: number;
  rounds: Round[];
  rewards: Reward[];
  /** The round shown, 0-based. */
  roundIndex: number;
  error: FlowError | null;
}

export type BonusGameEvent = { type: 'next' } | { type: 'reload' } | { type: 'retry' };

export const bonusGameMachine = setup({
  types: {
    context: {} as BonusGameContext,
    events: {} as BonusGameEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /**
     * GET /bonus-game/progress?t={timestamp} (the rounds) and GET /bonus-game/rewards?t={timestamp} (the rewards),
     * side by side; it fails when either fails.
     */
    loadBonusGame: appActor<BonusGameData, Timestamp>('loadBonusGame'),
  },
  guards: {
    noRounds: ({ context }) => context.rounds.length === 0,
    hasNextRound: ({ context }) => context.roundIndex + 1 < context.rounds.length,
  },
}).createMachine({
  id: 'bonusGame',
  context: { t: 0, rounds: [], rewards: [], roundIndex: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: assign({ t: () => Date.now(), error: null }),
      invoke: {
        id: 'loadBonusGame',
        src: 'loadBonusGame',
        input: ({ context }) => ({ t: context.t }),
        onDone: {
          target: 'playing',
          actions: assign({ rounds: ({ event }) => event.output.rounds, rewards: ({ event }) => event.output.rewards }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { retry: 'loading' },
    },
    /** Through the rounds one by one, from the first. */
    playing: {
      entry: assign({ roundIndex: 0 }),
      always: { guard: 'noRounds', target: 'rewards' },
      on: {
        next: [
          { guard: 'hasNextRound', actions: assign({ roundIndex: ({ context }) => context.roundIndex + 1 }) },
          { target: 'rewards' },
        ],
      },
    },
    /** The rewards won. */
    rewards: {
      on: { reload: 'loading' },
    },
  },
});
