import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SearchQuery, SearchResult } from '../rules/search.ts';
import { fakeCall } from '../testing/fake-actors.ts';
import { searchMachine } from './search.machine.ts';

const none: SearchResult = { articles: [], content: [], games: [], suppliers: [], tags: [] };
const hits = { ...none, games: [{ friendly_name: 'book-of-dead' }] } as unknown as SearchResult;

function start(lang?: 'fi' | 'en' | 'et') {
  const search = fakeCall<SearchResult, SearchQuery>();
  const actor = createActor(searchMachine.provide({ actors: { search: search.logic } }), {
    input: lang ? { lang } : {},
  }).start();
  const query = () => (actor.getSnapshot().value as { query: string }).query;
  const focus = () => (actor.getSnapshot().value as { focus: string }).focus;
  return { actor, search, calls: search.calls, query, focus };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('searchMachine: the keyword', () => {
  it('starts idle and blurred, in Finnish by default', () => {
    const { actor, query, focus } = start();
    expect(query()).toBe('idle');
    expect(focus()).toBe('blurred');
    expect(actor.getSnapshot().context).toEqual({ lang: 'fi', keyword: '', result: null, volatility: undefined });
  });

  it('searches 900 ms after the last change, not before', () => {
    const { actor, calls, query } = start('en');
    actor.send({ type: 'keyword.changed', keyword: 'boo' });
    expect(query()).toBe('debouncing');
    vi.advanceTimersByTime(899);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(query()).toBe('searching');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toEqual([{ keyword: 'boo', lang: 'en' }]);
  });

  it('restarts the wait on every change and searches once, for the last keyword', () => {
    const { actor, calls } = start();
    actor.send({ type: 'keyword.changed', keyword: 'boo' });
    vi.advanceTimersByTime(800);
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(800);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([{ keyword: 'book', lang: 'fi' }]);
  });

  it('does not search a keyword shorter than 3 characters', () => {
    const { actor, calls, query } = start();
    actor.send({ type: 'keyword.changed', keyword: ' bo ' });
    vi.advanceTimersByTime(5000);
    expect(query()).toBe('idle');
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().context.keyword).toBe(' bo ');
  });

  it('adds gameProvider when the keyword names a provider', () => {
    const { actor, calls } = start();
    actor.send({ type: 'keyword.changed', keyword: 'netent' });
    vi.advanceTimersByTime(900);
    expect(calls).toEqual([{ keyword: 'netent', lang: 'fi', gameProvider: 1 }]);
  });

  it('shows the results when anything is found', async () => {
    const { actor, search, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(900);
    await search.resolve(hits);
    expect(query()).toBe('results');
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.result).toEqual(hits);
  });

  it('shows not found for an empty answer', async () => {
    const { actor, search, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'zzz' });
    vi.advanceTimersByTime(900);
    await search.resolve(none);
    expect(query()).toBe('notFound');
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });

  it('fails without results when the call fails', async () => {
    const { actor, search, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(900);
    await search.reject(new TypeError('Failed to fetch'));
    expect(query()).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('drops an answer still under way when the keyword changes', async () => {
    const { actor, search, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(900);
    actor.send({ type: 'keyword.changed', keyword: 'booka' });
    await search.resolve(hits);
    expect(query()).toBe('debouncing');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('clears the old results when the keyword becomes too short', async () => {
    const { actor, search, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(900);
    await search.resolve(hits);
    actor.send({ type: 'keyword.changed', keyword: 'bo' });
    expect(query()).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ keyword: 'bo', result: null });
  });

  it('searches again from the results after a change', async () => {
    const { actor, search, calls, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(900);
    await search.resolve(hits);
    actor.send({ type: 'keyword.changed', keyword: 'books' });
    expect(query()).toBe('debouncing');
    vi.advanceTimersByTime(900);
    expect(calls.map((call) => call.keyword)).toEqual(['book', 'books']);
  });
});

describe('searchMachine: the volatility filter', () => {
  it('searches the keyword again at once, narrowed, and keeps the choice for the next keyword until it is undone', async () => {
    const { actor, search, calls, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(900);
    await search.resolve(hits);
    actor.send({ type: 'volatility.changed', volatility: 'high' });
    expect(query()).toBe('searching');
    expect(calls[1]).toEqual({ keyword: 'book', lang: 'fi', volatility: 'high' });
    await search.resolve(none);
    expect(query()).toBe('notFound');
    actor.send({ type: 'keyword.changed', keyword: 'books' });
    vi.advanceTimersByTime(900);
    expect(calls[2]).toEqual({ keyword: 'books', lang: 'fi', volatility: 'high' });
    actor.send({ type: 'volatility.changed', volatility: undefined });
    expect(calls[3]).toEqual({ keyword: 'books', lang: 'fi' });
  });

  it('drops the answer under way for the filter before', async () => {
    const { actor, search, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(900);
    actor.send({ type: 'volatility.changed', volatility: 'low' });
    await search.resolve(hits);
    expect(query()).toBe('searching');
    expect(actor.getSnapshot().context.result).toBeNull();
    await search.resolve(none);
    expect(query()).toBe('notFound');
  });

  it('only keeps the choice while the keyword is too short to search', () => {
    const { actor, calls, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'bo' });
    actor.send({ type: 'volatility.changed', volatility: 'medium' });
    expect(query()).toBe('idle');
    expect(calls).toEqual([]);
    actor.send({ type: 'keyword.changed', keyword: 'boo' });
    vi.advanceTimersByTime(900);
    expect(calls).toEqual([{ keyword: 'boo', lang: 'fi', volatility: 'medium' }]);
  });
});

describe('searchMachine: clearing and the focus', () => {
  async function withResults() {
    const started = start();
    started.actor.send({ type: 'input.focused' });
    started.actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(900);
    await started.search.resolve(hits);
    return started;
  }

  it('clears the input and the results 200 ms after a blur, not before', async () => {
    const { actor, query, focus } = await withResults();
    actor.send({ type: 'input.blurred' });
    expect(focus()).toBe('closing');
    vi.advanceTimersByTime(199);
    expect(query()).toBe('results');
    vi.advanceTimersByTime(1);
    expect(query()).toBe('idle');
    expect(focus()).toBe('blurred');
    expect(actor.getSnapshot().context).toMatchObject({ keyword: '', result: null });
  });

  it('keeps the results when the focus comes back within 200 ms', async () => {
    const { actor, query, focus } = await withResults();
    actor.send({ type: 'input.blurred' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'input.focused' });
    vi.advanceTimersByTime(1000);
    expect(focus()).toBe('focused');
    expect(query()).toBe('results');
  });

  it('clears at once when a result is selected', async () => {
    const { actor, query } = await withResults();
    actor.send({ type: 'result.selected' });
    expect(query()).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ keyword: '', result: null });
  });

  it('clears on request, also while a search is waiting', () => {
    const { actor, calls, query } = start();
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    actor.send({ type: 'search.cleared' });
    vi.advanceTimersByTime(900);
    expect(query()).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('asks for the focus 200 ms after the mobile search opens, not before', () => {
    const { actor, focus } = start();
    const focusRequests = vi.fn();
    actor.on('input.focus', focusRequests);
    actor.send({ type: 'search.opened' });
    expect(focus()).toBe('opening');
    vi.advanceTimersByTime(199);
    expect(focusRequests).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(focusRequests).toHaveBeenCalledTimes(1);
    expect(focus()).toBe('blurred');
  });

  it('needs no focus request when the input was focused in the meantime', () => {
    const { actor, focus } = start();
    const focusRequests = vi.fn();
    actor.on('input.focus', focusRequests);
    actor.send({ type: 'search.opened' });
    actor.send({ type: 'input.focused' });
    vi.advanceTimersByTime(1000);
    expect(focusRequests).not.toHaveBeenCalled();
    expect(focus()).toBe('focused');
  });

  it('ignores a blur while not focused', () => {
    const { actor, focus } = start();
    actor.send({ type: 'input.blurred' });
    expect(focus()).toBe('blurred');
  });
});

describe('searchMachine without the app', () => {
  it('fails loudly when the search actor is not provided', async () => {
    const actor = createActor(searchMachine, { input: {} }).start();
    actor.send({ type: 'keyword.changed', keyword: 'book' });
    vi.advanceTimersByTime(900);
    await vi.advanceTimersByTimeAsync(0);
    expect((actor.getSnapshot().value as { query: string }).query).toBe('failed');
  });
});
