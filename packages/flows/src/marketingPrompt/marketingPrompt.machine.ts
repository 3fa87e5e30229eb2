import { assign, emit, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import { shouldShowMarketingPrompt } from '../rules/content.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

type Player = Schemas['Player'];

export interface MarketingPromptStart {
  player: Player;
  /** When the prompt was last shown or the account completed (ms since the epoch), as stored; null if never. */
  lastPromptTime: number | null;
}

export interface MarketingPromptContext extends MarketingPromptStart {
  error: FlowError | null;
}

export type MarketingPromptEvent = { type: 'accept' } | { type: 'dismiss' };

/** The updated player after the consent, for the query cache. */
export type MarketingPromptEmitted = { type: 'player.updated'; player: Player };

/**
 * The marketing prompt (spec 4, Marketing prompt; 9: 30 days). The layout starts it once the player has loaded
 * while logged in. `deciding` applies the 30-day rule (`shouldShowMarketingPrompt`: neither consent given, the
 * last login known, never shown or shown at least 30 days ago) → `shown` (storing the time it shows) or
 * `hidden` (final). `accept` → `saving` (updateFields {receiveSms: true, receiveEmail: true}) → `accepted`
 * (final); a failure → `failed` (tag `error`), where accept tries again. `dismiss` → `dismissed` (final).
 */
export const marketingPromptMachine = setup({
  types: {
    context: {} as MarketingPromptContext,
    events: {} as MarketingPromptEvent,
    emitted: {} as MarketingPromptEmitted,
    input: {} as MarketingPromptStart,
  },
  actors: {
    /** `POST /player/updateFields {receiveSms, receiveEmail}`: answers the updated player. */
    updatePlayerFields: appActor<Player, PostBody<'/player/updateFields'>>('updatePlayerFields'),
  },
  actions: {
    /** Stores when the player last got a marketing notification. */
    storeMarketingNotificationTime: appAction<{ time: number }>('storeMarketingNotificationTime'),
    setError: assign({ error: (_, { error }: { error: unknown }) => flowError(error, 'update') }),
    clearError: assign({ error: null }),
    reportPlayer: emit((_, player: Player) => ({ type: 'player.updated' as const, player })),
  },
  guards: {
    isDue: ({ context }) =>
      shouldShowMarketingPrompt({ ...context.player, lastPromptTime: context.lastPromptTime }, Date.now()),
  },
}).createMachine({
  id: 'marketingPrompt',
  context: ({ input }) => ({ player: input.player, lastPromptTime: input.lastPromptTime, error: null }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isDue', target: 'shown' }, { target: 'hidden' }] },
    shown: {
      entry: { type: 'storeMarketingNotificationTime', params: () => ({ time: Date.now() }) },
      on: { accept: 'saving', dismiss: 'dismissed' },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'updatePlayerFields',
        src: 'updatePlayerFields',
        input: { receiveSms: true, receiveEmail: true },
        onDone: { target: 'accepted', actions: { type: 'reportPlayer', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: ['error'], on: { accept: 'saving', dismiss: 'dismissed' } },
    accepted: { type: 'final' },
    dismissed: { type: 'final' },
    hidden: { type: 'final' },
  },
});
