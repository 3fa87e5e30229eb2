import { assign, setup } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { emailError } from '../rules/account.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

export interface ResendActivationContext {
  email: string;
  /** The address's problem before anything is sent (spec 5). */
  emailError: ReturnType<typeof emailError>;
  /** The server's refusal: 429 after 3 requests for one address in an hour. */
  error: FlowError | null;
  /** Where the last new link was asked for (the answer says nothing of whether the address has an account). */
  sentTo: string | null;
}

export type ResendActivationEvent = { type: 'email.changed'; value: string } | { type: 'send' };

/**
 * A new activation e-mail (the contract's extension `POST /player/resendActivation {email}`): for an account whose
 * 7-day link expired or never came. The address is checked, then sent; the answer is the same for every address, so
 * `sent` says only that a link is on its way if an account waits there. Another address or a new press asks again.
 *
 * Tags: `busy` while sending.
 */
export const resendActivationMachine = setup({
  types: {
    context: {} as ResendActivationContext,
    events: {} as ResendActivationEvent,
    input: {} as { email?: string } | undefined,
    tags: {} as 'busy',
  },
  actors: {
    /** `POST /player/resendActivation {email}`. */
    resendActivation: appActor<unknown, PostBody<'/player/resendActivation'>>('resendActivation'),
  },
  guards: {
    emailInvalid: ({ context }) => emailError(context.email) !== null,
  },
  actions: {
    setEmail: assign({ email: (_, value: string) => value, emailError: null, error: null }),
  },
}).createMachine({
  id: 'resendActivation',
  context: ({ input }) => ({ email: input?.email ?? '', emailError: null, error: null, sentTo: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'email.changed': { actions: { type: 'setEmail', params: ({ event }) => event.value } },
        send: [
          { guard: 'emailInvalid', actions: assign({ emailError: ({ context }) => emailError(context.email) }) },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'resendActivation',
        src: 'resendActivation',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent', actions: assign({ sentTo: ({ context }) => context.email.trim() }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    /** Asked: a new press or another address asks again. */
    sent: {
      on: {
        'email.changed': { target: 'idle', actions: { type: 'setEmail', params: ({ event }) => event.value } },
        send: { target: 'sending' },
      },
    },
  },
});
