import { fromPromise } from 'xstate';

/** The error a machine raises when the app did not provide one of its effects. */
function notProvided(name: string): never {
  throw new Error(`'${name}' is not provided: the app must supply it with machine.provide()`);
}

/**
 * A network call of a machine. The real one is the app's (`machine.provide({ actors })`); this default throws,
 * so a missing wiring fails loudly instead of hanging.
 */
export const appActor = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(async () => notProvided(name));

/** A browser effect (redirect, session storage, navigation) the app provides with `machine.provide({ actions })`. */
export const appAction =
  <TParams = undefined>(name: string) =>
  (_args: unknown, _params: TParams): void =>
    notProvided(name);
