import { fromPromise } from 'xstate';

/** Test helpers: promise actors that record what they were asked and answer when the test says so. */

interface FakeCall<TOutput, TInput> {
  /** The inputs of every call so far, oldest first. */
  calls: TInput[];
  /** Resolves the oldest call still waiting. */
  resolve: (output: TOutput) => Promise<void>;
  /** Rejects the oldest call still waiting. */
  reject: (error: unknown) => Promise<void>;
}

/** Lets the promise callbacks and the events they send run (no timers involved, so fake timers may stay on). */
export async function flush(): Promise<void> {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

/** A promise actor whose calls wait until the test resolves or rejects them. */
export function fakeCall<TOutput, TInput = void>() {
  const calls: TInput[] = [];
  const waiting: { resolve: (output: TOutput) => void; reject: (error: unknown) => void }[] = [];
  const next = () => {
    const call = waiting.shift();
    if (!call) throw new Error('no call is waiting');
    return call;
  };
  const fake: FakeCall<TOutput, TInput> = {
    calls,
    resolve: async (output) => {
      next().resolve(output);
      await flush();
    },
    reject: async (error) => {
      next().reject(error);
      await flush();
    },
  };
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    calls.push(input);
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  });
  return { ...fake, logic };
}

/** A promise actor that answers every call at once with `output`, recording the inputs. */
export function answering<TOutput, TInput = void>(output: TOutput) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    calls.push(input);
    return output;
  });
  return { calls, logic };
}

/** An error as the api-client's AppError carries it. */
export function appError(errorCode: number, params: Record<string, unknown> = {}, status = 200) {
  return Object.assign(new Error(`error ${errorCode}`), { errorCode, params, status });
}
