import { assertEvent, assign, emit, setup } from 'xstate';
import { appActor } from '../app-provided.ts';
import { NOTICE_MS } from '../rules/constants.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import { timedNotice } from '../timed-notice.ts';

/** The marketing consents (spec 2.5, Marketing: e-mail and SMS checkboxes). */
export interface MarketingConsents {
  receiveEmail: boolean;
  receiveSms: boolean;
}

/** Which save the notice is about: the marketing notice, or the avatar's confirmation overlay. */
export type NoticeKind = 'marketing' | 'avatar';

export interface NoticeTimersContext {
  notice: NoticeKind | null;
  /** Why the save failed (shown as 'update failed'). */
  error: FlowError | null;
}

export type NoticeTimersEvent =
  | ({ type: 'marketing.save' } & MarketingConsents)
  | { type: 'avatar.save'; avatar: number }
  | { type: 'notice.dismissed' };

/** Tells the app what was saved, so that it refreshes the player or the avatar. */
export type NoticeTimersEmitted = { type: 'saved'; notice: NoticeKind };

/**
 * The notices of the marketing and avatar pages (spec 4, Other notices; 9): the marketing save shows a success
 * or failure notice, the avatar save a confirmation overlay, each for 5 seconds. The ui Notice is controlled, so
 * this is where its 5 seconds live. A new save may start while a notice shows; none starts during a save.
 *
 * Tags: `busy` while saving, `notice` while a notice or overlay shows, `error` when it is the failure notice.
 */
export const noticeTimersMachine = setup({
  types: {
    context: {} as NoticeTimersContext,
    events: {} as NoticeTimersEvent,
    emitted: {} as NoticeTimersEmitted,
  },
  actors: {
    /** `POST /player/updateFields {receiveEmail, receiveSms}`. */
    saveMarketing: appActor<unknown, MarketingConsents>('saveMarketing'),
    /** `POST /user/avatar {avatar}`. */
    saveAvatar: appActor<unknown, { avatar: number }>('saveAvatar'),
  },
  actions: {
    hide: assign({ notice: null, error: null }),
    saved: emit((_, notice: NoticeKind) => ({ type: 'saved', notice }) as const),
  },
  delays: {
    notice: NOTICE_MS,
  },
}).createMachine({
  id: 'noticeTimers',
  context: { notice: null, error: null },
  initial: 'idle',
  on: {
    'marketing.save': {
      target: '.savingMarketing',
      actions: assign({ notice: 'marketing', error: null }),
    },
    'avatar.save': {
      target: '.savingAvatar',
      actions: assign({ notice: 'avatar', error: null }),
    },
  },
  states: {
    idle: {},
    savingMarketing: {
      tags: ['busy'],
      // A second save waits for the first.
      on: { 'marketing.save': {}, 'avatar.save': {} },
      invoke: {
        src: 'saveMarketing',
        input: ({ event }) => {
          assertEvent(event, 'marketing.save');
          return { receiveEmail: event.receiveEmail, receiveSms: event.receiveSms };
        },
        onDone: { target: 'shown.saved', actions: { type: 'saved', params: 'marketing' } },
        onError: 'shown.failed',
      },
    },
    savingAvatar: {
      tags: ['busy'],
      on: { 'marketing.save': {}, 'avatar.save': {} },
      invoke: {
        src: 'saveAvatar',
        input: ({ event }) => {
          assertEvent(event, 'avatar.save');
          return { avatar: event.avatar };
        },
        onDone: { target: 'shown.saved', actions: { type: 'saved', params: 'avatar' } },
        onError: 'shown.failed',
      },
    },
    shown: {
      ...timedNotice({ delay: 'notice', then: 'idle', hide: 'hide' }),
      tags: ['notice'],
      initial: 'saved',
      on: { 'notice.dismissed': 'idle' },
      states: {
        saved: {},
        failed: {
          tags: ['error'],
          entry: assign({ error: ({ event }) => flowError((event as { error?: unknown }).error, 'update') }),
        },
      },
    },
  },
});
