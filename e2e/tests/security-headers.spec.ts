import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { FOREIGN_ORIGIN, observatory, type Answer } from './observatory';

/**
 * The site behind a TLS proxy, simulated: the proxy answers plain http with a redirect to https (its job), and
 * forwards https requests to the server with `X-Forwarded-Proto: https`, which the server believes (TRUST_PROXY).
 */
const answerOf = async (url: URL, response: APIResponse): Promise<Answer> => ({
  url,
  status: response.status(),
  headers: response.headers(),
  cookies: response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value),
  body: await response.text(),
});

test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the viewport');

  test('score A+ on the Observatory for a page, the game page, /docs and the API, behind https', async ({
    request,
    baseURL,
  }) => {
    const [game] = (await (await request.get('/content/games?limit=1')).json()) as { friendly_name: string }[];
    const paths = ['/', `/en/game/${game!.friendly_name}/play`, '/docs', '/content/games?limit=1'];
    for (const path of paths) {
      const url = new URL(path, baseURL!.replace(/^http:/, 'https:'));
      const overTls = { 'x-forwarded-proto': 'https', accept: 'text/html,*/*;q=0.8' };
      const answer = await answerOf(url, await request.get(path, { headers: overTls, maxRedirects: 0 }));
      const cors = await answerOf(
        url,
        await request.get(path, { headers: { ...overTls, origin: FOREIGN_ORIGIN }, maxRedirects: 0 }),
      );
      const overHttp: Answer = {
        url: new URL(path, baseURL),
        status: 301,
        headers: { location: url.href },
        cookies: [],
        body: '',
      };
      expect(answer.status, path).toBe(200);
      const { grade, score, results } = observatory(answer, overHttp, cors);
      const penalties = results.filter((result) => result.modifier < 0);
      expect({ path, grade, penalties }).toEqual({ path, grade: 'A+', penalties: [] });
      test.info().annotations.push({ type: 'observatory', description: `${path}: ${grade} (${score})` });
    }
  });
});
