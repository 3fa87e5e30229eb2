import { noticeTimersMachine, panelStackMachine, searchMachine } from '@casino/flows';
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { acceptedEvents, describeStep, InspectorSession } from './inspector-session';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('InspectorSession', () => {
  it('lists the events the current state accepts, without XState internals', () => {
    const session = new InspectorSession({ machine: panelStackMachine, input: {} });
    expect(session.getState().events).toEqual(['panel.reset', 'panel.opened']);
    session.send({ type: 'panel.opened' });
    expect(session.getState().events).toEqual([
      'panel.reset',
      'page.pushed',
      'page.back',
      'panel.opened',
      'panel.closed',
    ]);
    expect(session.getState().snapshot.value).toBe('open');
  });

  it('holds timers until fired, labelled by their delay name', () => {
    const session = new InspectorSession({ machine: panelStackMachine, input: { mobile: true } });
    session.send({ type: 'panel.opened' });
    session.send({ type: 'panel.closed' });
    const [timer] = session.getState().timers;
    expect(timer).toMatchObject({ delay: 100, label: 'after mobileClose (panelStack.closingMobile), 100 ms' });
    session.fireTimer(timer!.id);
    expect(session.getState().snapshot.value).toBe('closing');
    expect(session.getState().timers.map((pending) => pending.label)).toEqual([
      'after panelReset (panelStack.closing), 500 ms',
    ]);
  });

  it('fakes every actor: a call waits until resolved or rejected with a payload', async () => {
    const session = new InspectorSession({ machine: searchMachine, input: { lang: 'en' } });
    session.send({ type: 'keyword.changed', keyword: 'book' });
    session.fireTimer(session.getState().timers[0]!.id);
    const [call] = session.getState().calls;
    expect(call).toMatchObject({ src: 'search', input: { keyword: 'book', lang: 'en' } });
    session.resolveCall(call!.id, { articles: [], content: [], games: [{}], suppliers: [], tags: [] });
    await settle();
    expect(session.getState().snapshot.value).toEqual({ query: 'results', focus: 'blurred' });
    expect(session.getState().calls).toEqual([]);

    session.send({ type: 'keyword.changed', keyword: 'books' });
    session.fireTimer(session.getState().timers[0]!.id);
    session.rejectCall(session.getState().calls[0]!.id, { errorCode: 100 });
    await settle();
    expect(session.getState().snapshot.value).toEqual({ query: 'failed', focus: 'blurred' });
  });

  it('drops a call whose state was left', () => {
    const session = new InspectorSession({ machine: searchMachine, input: {} });
    session.send({ type: 'keyword.changed', keyword: 'book' });
    session.fireTimer(session.getState().timers[0]!.id);
    expect(session.getState().calls).toHaveLength(1);
    session.send({ type: 'search.cleared' });
    expect(session.getState().calls).toEqual([]);
  });

  it('logs each step with the emitted events it caused', async () => {
    const session = new InspectorSession({ machine: noticeTimersMachine });
    session.send({ type: 'avatar.save', avatar: 3 });
    session.resolveCall(session.getState().calls[0]!.id, null);
    await settle();
    expect(session.getState().log).toEqual([
      { step: { kind: 'event', event: { type: 'avatar.save', avatar: 3 } }, effects: [] },
      {
        step: { kind: 'resolve', src: 'saveAvatar', index: 0, output: null },
        effects: ['emitted saved {"notice":"avatar"}'],
      },
    ]);
  });

  it('logs custom actions instead of running them', () => {
    const machine = setup({
      actions: {
        redirect: (_args, _params: { url: string }) => {
          throw new Error('must not run');
        },
        count: assign({ count: 1 }),
      },
    }).createMachine({
      context: { count: 0 },
      on: { go: { actions: [{ type: 'redirect', params: { url: '/pay' } }, 'count'] } },
    });
    const session = new InspectorSession({ machine });
    session.send({ type: 'go' });
    expect(session.getState().log[0]?.effects).toEqual(['action redirect {"url":"/pay"}']);
    expect(session.getState().snapshot.context).toEqual({ count: 1 });
  });

  it('steps back by replaying every step but the last on a new actor', async () => {
    const session = new InspectorSession({ machine: searchMachine, input: {} });
    session.send({ type: 'input.focused' });
    session.send({ type: 'keyword.changed', keyword: 'book' });
    session.fireTimer(session.getState().timers[0]!.id);
    session.resolveCall(session.getState().calls[0]!.id, {
      articles: [],
      content: [],
      games: [],
      suppliers: [],
      tags: [],
    });
    await settle();
    expect(session.getState().snapshot.value).toEqual({ query: 'notFound', focus: 'focused' });

    await session.stepBack();
    expect(session.getState().snapshot.value).toEqual({ query: 'searching', focus: 'focused' });
    expect(session.getState().calls).toHaveLength(1);
    expect(session.getState().log).toHaveLength(3);

    await session.stepBack();
    expect(session.getState().snapshot.value).toEqual({ query: 'debouncing', focus: 'focused' });
    expect(session.getState().timers).toHaveLength(1);
    await session.stepBack();
    await session.stepBack();
    expect(session.getState().snapshot.value).toEqual({ query: 'idle', focus: 'blurred' });
    expect(session.getState().log).toEqual([]);
    await session.stepBack();
    expect(session.getState().log).toEqual([]);
  });

  it('notifies subscribers of every change until they unsubscribe', () => {
    const session = new InspectorSession({ machine: panelStackMachine, input: {} });
    let calls = 0;
    const unsubscribe = session.subscribe(() => {
      calls += 1;
    });
    session.send({ type: 'panel.opened' });
    expect(calls).toBeGreaterThan(0);
    const seen = calls;
    unsubscribe();
    session.send({ type: 'panel.closed' });
    expect(calls).toBe(seen);
  });
});

describe('describeStep', () => {
  it.each([
    [{ kind: 'event', event: { type: 'page.back' } }, 'page.back'],
    [{ kind: 'event', event: { type: 'keyword.changed', keyword: 'b' } }, 'keyword.changed {"keyword":"b"}'],
    [{ kind: 'timer', label: 'after x (m.s), 5 ms', index: 0 }, 'timer: after x (m.s), 5 ms'],
    [{ kind: 'resolve', src: 'search', index: 0, output: undefined }, 'search resolved undefined'],
    [{ kind: 'reject', src: 'search', index: 0, error: { errorCode: 1 } }, 'search rejected {"errorCode":1}'],
  ] as const)('%j -> %s', (step, text) => {
    expect(describeStep(step)).toBe(text);
  });
});

describe('acceptedEvents', () => {
  it('is empty once the machine is done', () => {
    const machine = setup({}).createMachine({
      initial: 'a',
      states: { a: { on: { end: 'b' } }, b: { type: 'final' } },
    });
    const session = new InspectorSession({ machine });
    session.send({ type: 'end' });
    expect(acceptedEvents(session.getState().snapshot)).toEqual([]);
  });
});
