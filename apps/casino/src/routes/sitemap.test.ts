import { LOCALES } from '@casino/flows';
import { describe, expect, it } from 'vitest';
import { contentServices } from '../../test/page-harness';
import { SITEMAP_LIMITS } from '../shared/content/sitemap';
import { loader } from './sitemap';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const origin = 'https://casino.example';

/** A catalogue too large for one sitemap file: 17,000 games are 51,000 addresses, one per locale. */
const games = Array.from({ length: 17_000 }, (_, index) => ({
  id: index + 1,
  name: `Game ${index + 1}`,
  friendly_name: `game-${index + 1}`,
  provider: 1,
}));

async function sitemap(path: string, part?: string) {
  const { context } = contentServices({
    '/child-game-groups-translated': [],
    '/suppliers': [],
    '/games': games,
    '/articles': [],
  });
  try {
    const answer = await loader({
      context,
      request: new Request(`${origin}${path}`),
      params: part === undefined ? {} : { part },
      url: new URL(`${origin}${path}`),
      pattern: '',
    } as unknown as Parameters<typeof loader>[0]);
    return { status: answer.status, body: await answer.text() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text() };
    throw thrown;
  }
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml').documentElement;
const locs = (root: Element, entry: string) =>
  [...root.getElementsByTagNameNS(SITEMAP_NS, entry)].map(
    (element) => element.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent!,
  );

describe('/sitemap.xml past the protocol limits', () => {
  it('is a sitemap index whose every part answers a urlset within the limits, every address once', async () => {
    const index = await sitemap('/sitemap.xml');
    expect(index.status).toBe(200);
    const root = parse(index.body);
    expect(root.localName).toBe('sitemapindex');
    expect(root.namespaceURI).toBe(SITEMAP_NS);
    const parts = locs(root, 'sitemap');
    expect(parts).toEqual([`${origin}/sitemap/1.xml`, `${origin}/sitemap/2.xml`]);

    const addresses: string[] = [];
    for (const part of parts) {
      const path = new URL(part).pathname;
      const file = await sitemap(path, path.replace('/sitemap/', ''));
      expect(file.status, part).toBe(200);
      expect(new TextEncoder().encode(file.body).length).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
      // A file of 25,000 addresses is 12 MB, more than jsdom's XML parser reads in reasonable time: its frame and
      // its entries are read as text (the urlset's XML is parsed in shared/content/sitemap.test.ts).
      expect(file.body).toMatch(
        new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?>\\n<urlset xmlns="${SITEMAP_NS}"`),
      );
      expect(file.body.trimEnd().endsWith('</urlset>')).toBe(true);
      const listed = [...file.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(listed.length).toBe(file.body.split('<url>').length - 1);
      expect(listed.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
      addresses.push(...listed);
    }
    const gamePages = addresses.filter((address) => /game-\d+/.test(address));
    expect(gamePages).toHaveLength(games.length * LOCALES.length);
    expect(new Set(addresses).size).toBe(addresses.length);
  }, 60_000);

  it('answers 404 for a part it does not have', async () => {
    for (const part of ['3.xml', '0.xml']) expect((await sitemap(`/sitemap/${part}`, part)).status).toBe(404);
  }, 60_000);
});
