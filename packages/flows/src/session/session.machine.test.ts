import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appError, answering, fakeCall, flush } from '../testing/fake-actors.ts';
import { aPlayer } from '../testing/player.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import type { Schemas } from '../api-types.ts';
import { sessionMachine, type SessionEmitted } from './session.machine.ts';

type Player = Schemas['Player'];

const SPEC_CLEARED = [
  'balance',
  'player',
  'limits',
  'trueLimits',
  'loyalty',
  'deposits',
  'freeSpins',
  'campaigns',
  'bonusWheelSpins',
];

function start({ loadPlayer = fakeCall<Player>(), logout = fakeCall<unknown>() } = {}) {
  const effects: string[] = [];
  const machine = sessionMachine.provide({
    actors: { loadPlayer: loadPlayer.logic, logout: logout.logic },
    actions: {
      clearSessionStorage: () => effects.push('clearSessionStorage'),
      closeDropdown: () => effects.push('closeDropdown'),
    },
  });
  const actor = createActor(machine);
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, effects, emitted, loadPlayer, logout };
}

async function loggedIn() {
  const session = start();
  await session.loadPlayer.resolve(aPlayer());
  session.emitted.length = 0;
  return session;
}

describe('sessionMachine: the player load', () => {
  it('loads the player at start, with the busy tag while it loads', () => {
    const { actor, loadPlayer } = start();
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadPlayer.calls).toHaveLength(1);
  });

  it('logs in a player with a userId and emits login.complete with it', async () => {
    const { actor, loadPlayer, emitted } = start();
    await loadPlayer.resolve(aPlayer({ userId: 7 }));
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.userId).toBe(7);
    expect(emitted).toEqual([{ type: 'login.complete', userId: 7 }]);
  });

  it('leaves a player answer without a userId logged out', async () => {
    const { actor, loadPlayer, emitted } = start();
    await loadPlayer.resolve({ ...aPlayer(), userId: undefined } as unknown as Player);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(emitted.map((event) => event.type)).toEqual(['cache.clear']);
  });

  it.each([
    ['115', appError(115)],
    ['another code', appError(100)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('ends the load on failure (%s): logged out, no longer busy', async (_case, error) => {
    const { actor, loadPlayer } = start();
    await loadPlayer.reject(error);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('reloads the player on player.reload, from logged out and from logged in', async () => {
    const { actor, loadPlayer } = start();
    await loadPlayer.reject(appError(115));
    actor.send({ type: 'player.reload' });
    expect(actor.getSnapshot().value).toBe('checking');
    await loadPlayer.resolve(aPlayer());
    actor.send({ type: 'player.reload' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(loadPlayer.calls).toHaveLength(3);
  });
});

describe('sessionMachine: a player loaded elsewhere (the login flow)', () => {
  it('logs in and tracks the login', async () => {
    const { actor, loadPlayer, emitted } = start();
    await loadPlayer.reject(appError(115));
    emitted.length = 0;
    actor.send({ type: 'player.loaded', player: aPlayer({ userId: 9 }) });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.userId).toBe(9);
    expect(emitted).toEqual([{ type: 'login.complete', userId: 9 }]);
  });

  it('ignores a player without a userId', async () => {
    const { actor, loadPlayer } = start();
    await loadPlayer.reject(appError(115));
    actor.send({ type: 'player.loaded', player: { ...aPlayer(), userId: null } as unknown as Player });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('takes the new userId while logged in, without tracking another login', async () => {
    const { actor, emitted } = await loggedIn();
    actor.send({ type: 'player.loaded', player: aPlayer({ userId: 8 }) });
    expect(actor.getSnapshot().context.userId).toBe(8);
    actor.send({ type: 'player.loaded', player: { ...aPlayer(), userId: null } as unknown as Player });
    expect(actor.getSnapshot().context.userId).toBe(8);
    expect(emitted).toEqual([]);
  });
});

describe('sessionMachine: code 115 anywhere', () => {
  it('logs out and emits the cache entries to clear: all of spec 4 but bonusGameRewards', async () => {
    const { actor, emitted } = await loggedIn();
    actor.send({ type: 'call.failed', error: appError(115) });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.userId).toBeNull();
    expect(emitted).toEqual([{ type: 'cache.clear', keys: SPEC_CLEARED }]);
  });

  it('counts an HTTP 401 as 115', async () => {
    const { actor } = await loggedIn();
    actor.send({ type: 'call.failed', error: appError(100, {}, 401) });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('logs out while the player is still loading', () => {
    const { actor } = start();
    actor.send({ type: 'call.failed', error: appError(115) });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it.each([appError(114), appError(108), new TypeError('Failed to fetch'), undefined])(
    'keeps the player logged in on any other failure (%j)',
    async (error) => {
      const { actor, emitted } = await loggedIn();
      actor.send({ type: 'call.failed', error });
      expect(actor.getSnapshot().value).toBe('loggedIn');
      expect(emitted).toEqual([]);
    },
  );
});

describe('sessionMachine: logout', () => {
  it('clears the session storage and closes the dropdown before posting logout', async () => {
    const { actor, effects, logout } = await loggedIn();
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects).toEqual(['clearSessionStorage', 'closeDropdown']);
    expect(logout.calls).toHaveLength(1);
  });

  it.each([
    ['succeeds', (call: ReturnType<typeof fakeCall<unknown>>) => call.resolve({ success: true })],
    ['fails', (call: ReturnType<typeof fakeCall<unknown>>) => call.reject(appError(100))],
  ])('is logged out when the call %s, and clears the cache', async (_case, answer) => {
    const { actor, logout, emitted } = await loggedIn();
    actor.send({ type: 'logout' });
    await answer(logout);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.userId).toBeNull();
    expect(emitted).toEqual([{ type: 'cache.clear', keys: SPEC_CLEARED }]);
  });

  it('does not log out twice: a second logout while the call runs is ignored', async () => {
    const { actor, effects, logout } = await loggedIn();
    actor.send({ type: 'logout' });
    actor.send({ type: 'logout' });
    expect(effects).toEqual(['clearSessionStorage', 'closeDropdown']);
    expect(logout.calls).toHaveLength(1);
  });

  it('offers no logout to a visitor', async () => {
    const { actor, effects, loadPlayer } = start();
    await loadPlayer.reject(appError(115));
    expect(actor.getSnapshot().can({ type: 'logout' })).toBe(false);
    expect(effects).toEqual([]);
  });

  it('fails loudly when the app did not provide the browser effects', async () => {
    const actor = createActor(sessionMachine.provide({ actors: { loadPlayer: answering(aPlayer()).logic } }));
    actor.subscribe({ error: () => {} });
    actor.start();
    await flush();
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain("'clearSessionStorage' is not provided");
  });
});

describe('sessionMachine: every state is reachable', () => {
  it('by the events of the spec', () => {
    const events = [
      done('loadPlayer', aPlayer()),
      failed('loadPlayer', appError(115)),
      { type: 'logout' },
      done('logout', {}),
      { type: 'player.reload' },
    ];
    expect(reachedStates(sessionMachine, events)).toEqual(atomicStates(sessionMachine));
  });
});
