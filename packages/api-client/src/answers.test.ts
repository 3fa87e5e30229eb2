import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { AppError, contentList, contentPage, contentStatus, isAppError, onNotLoggedIn, settle, unwrap } from './index';
import { empty, json, offlineApi, stubApi } from './test/stub-fetch';

const balance = {
  success: true,
  balance: 12.5,
  currency: 'EUR',
  cash: 10,
  promo: 2.5,
  currentTurnover: 0,
  totalTurnover: 0,
};

/** The AppError a promise rejects with (fails the test when it resolves or rejects with something else). */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => expect.fail('expected an AppError'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(isAppError(error)).toBe(true);
  return error as AppError;
}

describe('unwrap', () => {
  it('returns the data of a successful answer, typed by the contract', async () => {
    const { api } = stubApi(() => json(balance));
    const data = await unwrap(api.player.GET('/player/balance'));
    expectTypeOf(data.cash).toEqualTypeOf<number>();
    expect(data).toEqual(balance);
  });

  it('turns success:false into an AppError with the code, message and params of the answer', async () => {
    const params = { expireTimestamp: 1_800_000_000_000 };
    const { api } = stubApi(() => json({ success: false, error: 'Account frozen', errorCode: 111, params }));
    const error = await appErrorOf(unwrap(api.player.POST('/login', { body: { email: 'a@b.fi', password: 'x' } })));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ errorCode: 111, message: 'Account frozen', params, status: 200 });
  });

  it('defaults to code 100, "Unexpected error" and no params when a failed answer carries none', async () => {
    const { api } = stubApi(() => json({ success: false }));
    const error = await appErrorOf(unwrap(api.player.GET('/player/balance')));
    expect(error).toMatchObject({ errorCode: 100, message: 'Unexpected error', params: {} });
  });

  it('reads the code from the error body of a non-2xx answer and keeps the status', async () => {
    const { api } = stubApi(() => json({ success: false, error: 'Too many requests', errorCode: 429 }, 429));
    const error = await appErrorOf(unwrap(api.player.GET('/player/balance')));
    expect(error).toMatchObject({ errorCode: 429, message: 'Too many requests', status: 429 });
  });

  it.each([
    ['an empty body', () => empty(502)],
    ['an empty body without Content-Length', () => new Response(null, { status: 500 })],
    ['an HTML error page', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
  ])('turns a non-2xx answer with %s into an AppError 100 with the status', async (_, reply) => {
    const { api } = stubApi(reply);
    const error = await appErrorOf(unwrap(api.player.GET('/player/balance')));
    expect(error).toMatchObject({ errorCode: 100, message: 'Unexpected error', status: reply().status });
  });

  it.each([
    ['200', () => new Response(null, { status: 200 })],
    ['204', () => new Response(null, { status: 204 })],
  ])('never resolves to undefined: a %s without a body is an AppError', async (_, reply) => {
    const { api } = stubApi(reply);
    const error = await appErrorOf(unwrap(api.avatar.GET('/user/avatar')));
    expect(error).toMatchObject({ errorCode: 100, status: reply().status });
  });

  it('trusts the status over the data: a non-2xx answer is an AppError even when it carries data', async () => {
    const answer = { data: { success: true }, response: new Response(null, { status: 500 }) };
    const error = await appErrorOf(unwrap(Promise.resolve(answer)));
    expect(error).toMatchObject({ errorCode: 100, status: 500 });
  });

  it('lets a network failure through as the very same error', async () => {
    const { api, failure } = offlineApi();
    const error = await unwrap(api.player.GET('/player/balance')).catch((reason: unknown) => reason);
    expect(error).toBe(failure);
    expect(isAppError(error)).toBe(false);
  });
});

describe('onNotLoggedIn', () => {
  const notLoggedIn = () => json({ success: false, error: 'Not logged in', errorCode: 115 }, 401);
  const unsubscribes: (() => void)[] = [];
  const subscribe = () => {
    const listener = vi.fn();
    unsubscribes.push(onNotLoggedIn(listener));
    return listener;
  };
  afterEach(() => unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe()));

  it('tells every subscriber when a player call answers 115', async () => {
    const [first, second] = [subscribe(), subscribe()];
    const { api } = stubApi(notLoggedIn);
    const error = await appErrorOf(unwrap(api.player.GET('/player/balance')));
    expect(error.errorCode).toBe(115);
    expect(first).toHaveBeenCalledExactlyOnceWith(error);
    expect(second).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('tells subscribers when an avatar call answers 115', async () => {
    const listener = subscribe();
    const { api } = stubApi(notLoggedIn);
    await appErrorOf(unwrap(api.avatar.GET('/user/avatar')));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('tells subscribers when a settled call answers 115', async () => {
    const listener = subscribe();
    const { api } = stubApi(() => json({ success: false, errorCode: 115 }));
    await settle(api.player.POST('/login', { body: { email: 'a@b.fi', password: 'x' } }));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('stays quiet for other codes and failures', async () => {
    const listener = subscribe();
    const answers = [json({ success: false, errorCode: 109 }), json({ success: false }), empty(401)];
    const { api } = stubApi(() => answers.shift()!);
    for (let i = 0; i < 3; i++) await appErrorOf(unwrap(api.player.GET('/player/balance')));
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a subscriber that unsubscribed', async () => {
    const kept = subscribe();
    const dropped = vi.fn();
    onNotLoggedIn(dropped)();
    const { api } = stubApi(notLoggedIn);
    await appErrorOf(unwrap(api.player.GET('/player/balance')));
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });
});

describe('contentList', () => {
  const games = [{ id: 1, name: 'Book of Dead', friendly_name: 'book-of-dead', provider: 7 }];

  it('returns the list of a successful answer', async () => {
    const { api } = stubApi(() => json(games));
    expect(await contentList(api.content.GET('/games'))).toEqual(games);
  });

  it.each([
    ['an empty 200', () => new Response(null, { status: 200 })],
    ['a null body', () => json(null)],
    ['a 500 with a body', () => json(games, 500)],
    ['a 503 without a body', () => empty(503)],
  ])('returns [] for %s', async (_, reply) => {
    const { api } = stubApi(reply);
    expect(await contentList(api.content.GET('/games'))).toEqual([]);
  });

  it('returns [] for a non-2xx answer even when it carries data', async () => {
    const answer = { data: games, response: new Response(null, { status: 500 }) };
    expect(await contentList(Promise.resolve(answer))).toEqual([]);
  });

  it('returns [] when the network fails', async () => {
    const { api } = offlineApi();
    expect(await contentList(api.content.GET('/games'))).toEqual([]);
  });
});

describe('contentPage', () => {
  const games = [{ id: 1, name: 'Book of Dead', friendly_name: 'book-of-dead', provider: 7 }];
  const withTotal = (total: string) =>
    new Response(JSON.stringify(games), { headers: { 'content-type': 'application/json', 'x-total-count': total } });

  it("returns the page and the whole list's length from X-Total-Count", async () => {
    const { api } = stubApi(() => withTotal('4952'));
    expect(await contentPage(api.content.GET('/games', { params: { query: { limit: 1 } } }))).toEqual({
      items: games,
      total: 4952,
    });
  });

  it.each(['', 'many', '-3', '0'])("counts the page's own games when X-Total-Count is %j", async (total) => {
    const { api } = stubApi(() => withTotal(total));
    expect(await contentPage(api.content.GET('/games'))).toEqual({ items: games, total: 1 });
  });

  it('returns no games and 0 for a failed answer or network', async () => {
    expect(await contentPage(stubApi(() => json(games, 500)).api.content.GET('/games'))).toEqual({
      items: [],
      total: 0,
    });
    expect(await contentPage(offlineApi().api.content.GET('/games'))).toEqual({ items: [], total: 0 });
  });
});

describe('contentStatus', () => {
  const noMaintenance = { maintenance: null, serviceDisruption: null };

  it('returns the status of a successful answer', async () => {
    const status = { maintenance: { fi: 'Huoltokatko', en: 'Maintenance' }, serviceDisruption: null };
    const { api } = stubApi(() => json(status));
    expect(await contentStatus(api.content.GET('/status'))).toEqual(status);
  });

  it.each([
    ['empty', () => new Response(null, { status: 200 })],
    ['failing', () => json({ maintenance: { en: 'stale' }, serviceDisruption: null }, 500)],
    ['without a body', () => empty(502)],
  ])('means no maintenance and no disruption when the answer is %s', async (_, reply) => {
    const { api } = stubApi(reply);
    expect(await contentStatus(api.content.GET('/status'))).toEqual(noMaintenance);
  });

  it('means no maintenance and no disruption when the network fails', async () => {
    const { api } = offlineApi();
    expect(await contentStatus(api.content.GET('/status'))).toEqual(noMaintenance);
  });
});

describe('settle', () => {
  const login = (api: ReturnType<typeof stubApi>['api']) =>
    settle(api.player.POST('/login', { body: { email: 'a@b.fi', password: 'x' } }));

  it('returns the envelope of a successful answer', async () => {
    const { api } = stubApi(() => json({ success: true }));
    expect(await login(api)).toEqual({ success: true });
  });

  it('turns a network error into { success: false, error: "Unexpected error" }', async () => {
    const { api } = offlineApi();
    expect(await login(api)).toEqual({ success: false, error: 'Unexpected error' });
  });

  it('returns a server error as a failed envelope with its code and params', async () => {
    const { api } = stubApi(() => json({ success: false, error: 'Wrong old password', errorCode: 109 }));
    expect(await login(api)).toEqual({ success: false, error: 'Wrong old password', errorCode: 109, params: {} });
  });

  it('returns a bodiless failure as a failed envelope with code 100', async () => {
    const { api } = stubApi(() => empty(500));
    expect(await login(api)).toEqual({ success: false, error: 'Unexpected error', errorCode: 100, params: {} });
  });
});
