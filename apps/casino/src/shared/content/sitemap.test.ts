import { LOCALES, type Locale } from '@casino/flows';
import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMITS, sitemapFiles, sitemapIndex, sitemapPartPath, type PagePaths } from './sitemap';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const origin = 'https://casino.example';
const pages: PagePaths[] = Array.from({ length: 10 }, (_, index) => (locale: Locale) => `/${locale}/game-${index}`);
const everyAddress = pages.flatMap((pathOf) => LOCALES.map((locale) => origin + pathOf(locale)));

const parse = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document.documentElement;
};

/** The <loc> of each <url> of a urlset file, checking that it is one. */
function urlsetLocs(xml: string) {
  const root = parse(xml);
  expect(root.localName).toBe('urlset');
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  return [...root.getElementsByTagNameNS(SITEMAP_NS, 'url')].map(
    (url) => url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent,
  );
}

describe('sitemapFiles', () => {
  it('is the protocol limits by default: 50,000 addresses or 50 MB a file', () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 50 * 1024 * 1024 });
    const [only, ...more] = sitemapFiles(origin, pages);
    expect(more).toEqual([]);
    expect(urlsetLocs(only!)).toEqual(everyAddress);
  });

  it('splits past the address limit into files that list every address once, in order', () => {
    const files = sitemapFiles(origin, pages, { urls: 7, bytes: SITEMAP_LIMITS.bytes });
    expect(files).toHaveLength(5);
    const locs = files.map(urlsetLocs);
    for (const list of locs) expect(list.length).toBeLessThanOrEqual(7);
    expect(locs.flat()).toEqual(everyAddress);
  });

  it('splits past the byte limit, each file within it', () => {
    const [whole] = sitemapFiles(origin, pages);
    const limit = Math.ceil(new TextEncoder().encode(whole).length / 3);
    const files = sitemapFiles(origin, pages, { urls: SITEMAP_LIMITS.urls, bytes: limit });
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(new TextEncoder().encode(file).length).toBeLessThanOrEqual(limit);
    expect(files.flatMap(urlsetLocs)).toEqual(everyAddress);
  });
});

describe('sitemapIndex', () => {
  it('lists each part of a split sitemap by its address, as a valid sitemap index', () => {
    const root = parse(sitemapIndex(origin, 3));
    expect(root.localName).toBe('sitemapindex');
    expect(root.namespaceURI).toBe(SITEMAP_NS);
    const locs = [...root.getElementsByTagNameNS(SITEMAP_NS, 'sitemap')].map(
      (entry) => entry.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent,
    );
    expect(locs).toEqual([1, 2, 3].map((part) => origin + sitemapPartPath(part)));
    expect(sitemapPartPath(2)).toBe('/sitemap/2.xml');
  });
});
