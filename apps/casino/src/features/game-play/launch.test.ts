import { createApi, defaultApiConfig } from '@casino/api-client';
import { describe, expect, it } from 'vitest';
import { isClearedAtLogout } from '../../shared/player/player-queries';
import { launchQuery, launchUrl } from './launch';

const base = 'https://casino.example/en/game/book/play';

describe('launchUrl', () => {
  it.each([
    [
      'adds the locale',
      'https://casino.example/game-launch/7?mode=demo',
      'et',
      'https://casino.example/game-launch/7?mode=demo&lang=et',
    ],
    [
      "puts the page's locale over the server's",
      'https://casino.example/game-launch/7?mode=real&lang=fi',
      'en',
      'https://casino.example/game-launch/7?mode=real&lang=en',
    ],
    [
      'resolves a site-relative URL',
      '/game-launch/7?mode=demo',
      'fi',
      'https://casino.example/game-launch/7?mode=demo&lang=fi',
    ],
  ] as const)('%s', (_, answered, locale, expected) => {
    expect(launchUrl(answered, locale, base)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])('refuses %s', (answered) => {
    expect(() => launchUrl(answered, 'fi', base)).toThrow();
  });
});

describe('launchQuery', () => {
  const api = createApi(defaultApiConfig);
  // A visitor's session starts by dropping the player's data: a demo game already loading must not lose its URL.
  it('keeps a demo launch and drops a real-money launch at logout', () => {
    expect(isClearedAtLogout(launchQuery(api, 'demo', 7, 'fi').queryKey)).toBe(false);
    expect(isClearedAtLogout(launchQuery(api, 'real', 7, 'fi').queryKey)).toBe(true);
  });
});
