import { assign, emit, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { FIRST_PAGE, NOTICE_MS } from '../rules/constants.ts';
import { flowError, MESSAGE_KEYS, type FlowError } from '../rules/errors.ts';
import { timedNotice } from '../timed-notice.ts';

type Bonus = Pick<Schemas['FreeSpinBonus'], 'freeSpinsBonusId' | 'cancellable'>;

/** The notice after a cancel, hidden after 5 seconds. */
export type FreeSpinCancelNotice =
  { kind: 'success'; key: typeof MESSAGE_KEYS.cancelActiveBonus } | { kind: 'failed'; error: FlowError };

export interface FreeSpinCancelContext {
  freeSpinsBonusId: number | null;
  notice: FreeSpinCancelNotice | null;
}

export type FreeSpinCancelEvent = { type: 'cancel'; bonus: Bonus };

/** Told to the app: the free-spin list reloads to page 1, after a success and a failure alike. */
export type FreeSpinCancelEmitted = { type: 'freeSpins.reload'; page: number };

export const freeSpinCancelMachine = setup({
  types: {
    context: {} as FreeSpinCancelContext,
    events: {} as FreeSpinCancelEvent,
    emitted: {} as FreeSpinCancelEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /player/bonuses/freeSpins/cancel {freeSpinsBonusId}. */
    cancelFreeSpins: appActor<unknown, PostBody<'/player/bonuses/freeSpins/cancel'>>('cancelFreeSpins'),
  },
  actions: {
    reloadList: emit({ type: 'freeSpins.reload', page: FIRST_PAGE }),
    clearNotice: assign({ notice: null }),
  },
  delays: { noticeMs: NOTICE_MS },
}).createMachine({
  id: 'freeSpinCancel',
  context: { freeSpinsBonusId: null, notice: null },
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        notice: timedNotice({ delay: 'noticeMs', then: 'idle', hide: 'clearNotice' }),
      },
      on: {
        cancel: {
          // Only a cancellable bonus may be cancelled.
          guard: ({ event }) => event.bonus.cancellable,
          target: 'cancelling',
          actions: assign({ freeSpinsBonusId: ({ event }) => event.bonus.freeSpinsBonusId }),
        },
      },
    },
    /** The spinner. */
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'cancelFreeSpins',
        src: 'cancelFreeSpins',
        input: ({ context }) => ({ freeSpinsBonusId: context.freeSpinsBonusId as number }),
        onDone: {
          target: 'ready.notice',
          actions: [assign({ notice: { kind: 'success', key: MESSAGE_KEYS.cancelActiveBonus } }), 'reloadList'],
        },
        onError: {
          target: 'ready.notice',
          actions: [
            assign({ notice: ({ event }) => ({ kind: 'failed' as const, error: flowError(event.error) }) }),
            'reloadList',
          ],
        },
      },
    },
  },
});
