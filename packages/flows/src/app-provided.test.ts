import { createActor, setup, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appAction, appActor } from './app-provided.ts';

describe('defaults of app-provided effects', () => {
  it('an actor the app did not provide rejects with its name', async () => {
    const actor = createActor(appActor<number>('loadSomething')).start();
    await expect(toPromise(actor)).rejects.toThrow("'loadSomething' is not provided");
  });

  it('an action the app did not provide fails the machine with its name', () => {
    const machine = setup({ actions: { redirect: appAction<{ url: string }>('redirect') } }).createMachine({
      entry: { type: 'redirect', params: { url: 'https://pay.example.com' } },
    });
    const actor = createActor(machine);
    actor.subscribe({ error: () => {} });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain("'redirect' is not provided");
  });
});
