import { SIGNED_IN_COOKIE } from '@casino/flows';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { aPlayer, json, notLoggedIn, stubbedApi } from '../../../test/app-harness';
import { createQueryClient } from '../../app/query-client';
import { startSession } from './session-actor';
import { hasSignedInHint } from './signed-in-hint';

const setHint = () => (document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`);

/** A session on a stubbed network: GET /player gives `answer`, any other call succeeds; every request is noted. */
function session(answer: () => Response) {
  const requests: string[] = [];
  const api = stubbedApi(async (input) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname } = new URL(request.url);
    requests.push(`${request.method} ${pathname}`);
    if (pathname === '/player-api/player') return answer();
    return json({ success: true });
  });
  const started = startSession({ api, queryClient: createQueryClient() });
  return { ...started, requests };
}

const player = () => json(aPlayer());

afterEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the session and the signed-in hint', () => {
  it('keeps a hint the server set while a visitor’s session looked for one, and loads that player on reload', async () => {
    // A Pay N Play deposit's answer sets the hint just after the visitor's session found none (read once, empty).
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    let reads = 0;
    vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
      reads += 1;
      if (reads === 1) {
        setHint();
        return '';
      }
      return cookie.get!.call(this) as string;
    });
    const { actor, requests, stop } = session(player);
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(requests).toEqual([]);
    expect(hasSignedInHint()).toBe(true);

    actor.send({ type: 'player.reload' });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    // The login then refreshes the player's lists (refreshAfterLogin).
    expect(requests[0]).toBe('GET /player-api/player');
    stop();
  });

  it('drops a stale hint when the server answers 115, so the next page asks for no player', async () => {
    setHint();
    const { actor, requests, stop } = session(notLoggedIn);
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(requests).toEqual(['GET /player-api/player']);
    expect(hasSignedInHint()).toBe(false);
    stop();
  });

  it('drops the hint when the player logs out', async () => {
    setHint();
    const { actor, requests, stop } = session(player);
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(hasSignedInHint()).toBe(true);
    actor.send({ type: 'logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(requests).toContain('POST /player-api/logout');
    expect(hasSignedInHint()).toBe(false);
    stop();
  });
});
