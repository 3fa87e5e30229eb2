import { assign, emit, enqueueActions, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

type Spins = Schemas['BonusWheelSpins'];
type SpinResult = Schemas['BonusWheelSpinResult'];
type Reward = Schemas['BonusGameReward'];

export interface BonusWheelContext {
  availableSpins: number;
  /** The prizes the wheel can give (maxPrizes of the spins answer). */
  maxPrizes: Reward[];
  /** The last spin: its reference and prize. */
  result: SpinResult | null;
  error: FlowError | null;
}

export type BonusWheelEvent = { type: 'spin' } | { type: 'complete' } | { type: 'retry' };

export type BonusWheelEmitted =
  /** The player's spins, for the query cache (the wheel badge). */
  | { type: 'spins.loaded'; spins: Spins }
  /** maxPrizes in the spins answer also sets bonusGameRewards. */
  | { type: 'bonusGameRewards.changed'; rewards: Reward[] }
  /** The prize is credited: the app refreshes the balance and bonuses. */
  | { type: 'prize.completed'; prize: Reward };

export const bonusWheelMachine = setup({
  types: {
    context: {} as BonusWheelContext,
    events: {} as BonusWheelEvent,
    emitted: {} as BonusWheelEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** GET /bonuswheel/spin: the player's available spins (and maxPrizes). */
    getBonusWheelSpins: appActor<Spins>('getBonusWheelSpins'),
    /** POST /bonuswheel/spin: one spin's result. */
    spinBonusWheel: appActor<SpinResult>('spinBonusWheel'),
    /** POST /bonuswheel/complete {reference}. */
    completeBonusWheel: appActor<unknown, PostBody<'/bonuswheel/complete'>>('completeBonusWheel'),
  },
  guards: {
    hasSpins: ({ context }) => context.availableSpins > 0,
  },
}).createMachine({
  id: 'bonusWheel',
  context: { availableSpins: 0, maxPrizes: [], result: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getBonusWheelSpins',
        src: 'getBonusWheelSpins',
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({
              availableSpins: event.output.available_spins,
              maxPrizes: event.output.maxPrizes ?? context.maxPrizes,
            })),
            enqueueActions(({ event, enqueue }) => {
              enqueue.emit({ type: 'spins.loaded', spins: event.output });
              const rewards = event.output.maxPrizes;
              if (rewards) enqueue.emit({ type: 'bonusGameRewards.changed', rewards });
            }),
          ],
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { retry: { target: 'loading', actions: assign({ error: null }) } },
    },
    /** Spins available (the spin button is enabled when there is at least one). */
    idle: {
      on: { spin: { guard: 'hasSpins', target: 'spinning', actions: assign({ error: null }) } },
    },
    spinning: {
      tags: 'busy',
      invoke: {
        id: 'spinBonusWheel',
        src: 'spinBonusWheel',
        onDone: {
          target: 'prizeShown',
          actions: assign({
            result: ({ event }) => event.output,
            availableSpins: ({ event }) => event.output.available_spins,
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    prizeShown: {
      on: { complete: { target: 'completing', actions: assign({ error: null }) } },
    },
    completing: {
      tags: 'busy',
      invoke: {
        id: 'completeBonusWheel',
        src: 'completeBonusWheel',
        input: ({ context }) => ({ reference: (context.result as SpinResult).reference }),
        onDone: {
          // The spins are refreshed.
          target: 'loading',
          actions: emit(({ context }) => ({ type: 'prize.completed', prize: (context.result as SpinResult).prize })),
        },
        onError: { target: 'prizeShown', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
  },
});
