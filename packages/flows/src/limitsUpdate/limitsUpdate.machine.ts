import { assign, emit, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { LIMIT_AUTO_RENEW_DEFAULT, NOTICE_MS } from '../rules/constants.ts';
import { flowError, MESSAGE_KEYS, type FlowError } from '../rules/errors.ts';
import { timedNotice } from '../timed-notice.ts';
import {
  crossCheckLimit,
  LIMIT_PERIODS,
  validateLimitAmount,
  type CrossCheckResult,
  type LimitAmountResult,
  type LimitPeriod,
  type PeriodLimits,
} from '../rules/loss-limits.ts';

/** The body of POST /player/limit/loss, which POST /player/limit/deposit shares. */
type LimitChangeForm = PostBody<'/player/limit/loss'>;

/** What the limits page shows for 5 seconds after a submit. */
export type LimitsNotice =
  | { kind: 'success'; period: LimitPeriod; key: typeof MESSAGE_KEYS.updateSuccess }
  /** 'Min X€ - Max Y€' (or required / whole number) for the typed amount. */
  | { kind: 'invalid'; period: LimitPeriod; result: Exclude<LimitAmountResult, { ok: true }> }
  /** No higher than / no lower than the other period's limit. */
  | { kind: 'crossRule'; period: LimitPeriod; result: Exclude<CrossCheckResult, { ok: true }> }
  /** The update failed (shown as updateFailed). */
  | { kind: 'failed'; period: LimitPeriod; error: FlowError };

export interface LimitsUpdateContext {
  /** The amounts as typed, per period; a period not typed in keeps its current amount. */
  drafts: Partial<Record<LimitPeriod, string>>;
  autoRenew: Partial<Record<LimitPeriod, boolean>>;
  /** The change being sent. */
  change: { period: LimitPeriod; body: LimitChangeForm } | null;
  notice: LimitsNotice | null;
}

export type LimitsUpdateEvent =
  | { type: 'amount.changed'; period: LimitPeriod; value: string }
  | { type: 'autoRenew.changed'; period: LimitPeriod; value: boolean }
  /**
   * Sets the period's limit; `limits` are the player's current limits of this kind (GET /player/limits through
   * `lossLimitsByPeriod` or `depositLimitsByPeriod`), absent before they load.
   */
  | { type: 'submit'; period: LimitPeriod; limits: PeriodLimits | null | undefined };

/** Told to the app with the updated limits the call answered, for the query cache. */
export type LimitsUpdateEmitted = { type: 'limits.updated'; limits: Schemas['Limits'] };

type SubmitEvent = Extract<LimitsUpdateEvent, { type: 'submit' }>;
type Change = NonNullable<LimitsUpdateContext['change']>;

/** What a submit with loaded limits leads to: a refusal notice, or the change to send. */
function plan(
  context: LimitsUpdateContext,
  { period, limits }: SubmitEvent,
): { notice: LimitsNotice } | { change: Change } {
  const current = limits![period];
  // A limit of 0 is none: its field starts empty.
  const result = validateLimitAmount(context.drafts[period] ?? String(current?.amount || ''), current);
  if (!result.ok) return { notice: { kind: 'invalid', period, result } };
  const others = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, limits![p]?.amount]));
  const cross = crossCheckLimit(period, result.amount, others);
  if (!cross.ok) return { notice: { kind: 'crossRule', period, result: cross } };
  const body: LimitChangeForm = {};
  body[`${period}Amount`] = result.amount;
  body[`${period}AutoRenew`] = context.autoRenew[period] ?? current?.autoRenew ?? LIMIT_AUTO_RENEW_DEFAULT;
  return { change: { period, body } };
}

type Args = { context: LimitsUpdateContext; event: LimitsUpdateEvent };
const planOf = ({ context, event }: Args) => plan(context, event as SubmitEvent);
const sending = ({ context }: { context: LimitsUpdateContext }) => context.change as Change;

export const limitsUpdateMachine = setup({
  types: {
    context: {} as LimitsUpdateContext,
    events: {} as LimitsUpdateEvent,
    emitted: {} as LimitsUpdateEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /**
     * POST /player/limit/loss or /player/limit/deposit (the kind of limit the app edits with this actor) with
     * `<period>Amount` and `<period>AutoRenew`; answers the updated limits.
     */
    setLimits: appActor<Schemas['Limits'], LimitChangeForm>('setLimits'),
  },
  delays: { noticeMs: NOTICE_MS },
  guards: {
    limitsAbsent: ({ event }) => !(event as SubmitEvent).limits,
    refused: (args) => 'notice' in planOf(args),
  },
  actions: {
    /** Keeps the refusal to show, or the change to send. */
    applyPlan: assign((args) => {
      const planned = planOf(args);
      return 'notice' in planned ? { notice: planned.notice } : { change: planned.change };
    }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'limitsUpdate',
  context: { drafts: {}, autoRenew: {}, change: null, notice: null },
  on: {
    'amount.changed': {
      actions: assign({ drafts: ({ context, event }) => ({ ...context.drafts, [event.period]: event.value }) }),
    },
    'autoRenew.changed': {
      actions: assign({ autoRenew: ({ context, event }) => ({ ...context.autoRenew, [event.period]: event.value }) }),
    },
  },
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        /** A success, refusal or failure message, hidden after 5 seconds. */
        notice: timedNotice({ delay: 'noticeMs', then: 'idle', hide: 'clearNotice' }),
      },
      on: {
        submit: [
          // The setter does nothing while the limits are absent.
          { guard: 'limitsAbsent' },
          {
            guard: 'refused',
            target: '.notice',
            reenter: true,
            actions: 'applyPlan',
          },
          {
            target: 'saving',
            actions: 'applyPlan',
          },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'setLimits',
        src: 'setLimits',
        input: (args) => sending(args).body,
        onDone: {
          target: 'ready.notice',
          actions: [
            assign(({ context }) => {
              const { period } = sending({ context });
              const { [period]: _sent, ...drafts } = context.drafts;
              return {
                drafts,
                notice: { kind: 'success', period, key: MESSAGE_KEYS.updateSuccess } as const,
              };
            }),
            emit(({ event }) => ({ type: 'limits.updated', limits: event.output })),
          ],
        },
        onError: {
          target: 'ready.notice',
          actions: assign({
            notice: ({ context, event }) => ({
              kind: 'failed' as const,
              period: sending({ context }).period,
              error: flowError(event.error, 'update'),
            }),
          }),
        },
      },
    },
  },
});
