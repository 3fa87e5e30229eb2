import { assign, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

type InitLogin = PostBody<'/payment/initLogin'>;

/** What the session records before the bank login's redirect, read back on the return. */
export interface AuthRecord {
  type: 'auth';
  token: string;
}

export interface BankLoginContext extends InitLogin {
  error: FlowError | null;
}

export type BankLoginEvent = { type: 'start' };

/**
 * The online-bank login (spec 4, Bank login; 7, Payments): `start` → `initializing` (`POST /payment/initLogin
 * {country, method}`, tag `busy`) → `redirecting` (final): the token is recorded for the session with type
 * auth, then the browser follows redirectUrl. A failure goes to `failed` (tag `error`), where `start` tries again.
 * Input: the country (FIN, or EST for et) and the method (methods[0] of GET /payment/methods).
 */
export const bankLoginMachine = setup({
  types: {
    context: {} as BankLoginContext,
    events: {} as BankLoginEvent,
    input: {} as InitLogin,
  },
  actors: {
    /** `POST /payment/initLogin {country, method}`. */
    initLogin: appActor<Schemas['DepositInit'], InitLogin>('initLogin'),
  },
  actions: {
    /** Keeps the record in the session storage for the provider return. */
    recordLogin: appAction<AuthRecord>('recordLogin'),
    /** Sends the browser to the bank. */
    redirect: appAction<{ url: string }>('redirect'),
    setError: assign({ error: (_, { error }: { error: unknown }) => flowError(error) }),
  },
}).createMachine({
  id: 'bankLogin',
  context: ({ input }) => ({ country: input.country, method: input.method, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { start: 'initializing' } },
    initializing: {
      tags: ['busy'],
      invoke: {
        id: 'initLogin',
        src: 'initLogin',
        input: ({ context }) => ({ country: context.country, method: context.method }),
        onDone: {
          target: 'redirecting',
          actions: [
            { type: 'recordLogin', params: ({ event }) => ({ type: 'auth' as const, token: event.output.token }) },
            { type: 'redirect', params: ({ event }) => ({ url: event.output.redirectUrl }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: ['error'], on: { start: 'initializing' } },
    redirecting: { type: 'final' },
  },
});
