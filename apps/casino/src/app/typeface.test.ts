import { INTER_FACES } from '@casino/ui/typeface';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheInter, withInterFromCache } from './typeface';

const [latin, latinExt] = INTER_FACES;
const loaded: string[] = [];
const added: { source: string; display?: string }[] = [];

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load() {
    loaded.push(this.source);
    return Promise.resolve(this);
  }
}

beforeEach(() => {
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push({ source: face.source, display: face.descriptors.display }) },
  });
  localStorage.clear();
  loaded.length = 0;
  added.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Runs the script the page's head starts with, as the page does. */
function runHeadScript() {
  const page = withInterFromCache('<html><head><meta charSet="utf-8"/><title>Kasino</title></head></html>');
  const [, script = ''] = /^<html><head><meta charSet="utf-8"\/><script>(.*?)<\/script><title>/.exec(page) ?? [];
  expect(script).not.toBe('');
  new Function(script)();
}

describe('Inter from the cache only', () => {
  it('adds no face to a page in a browser that has none cached', () => {
    runHeadScript();
    expect(added).toEqual([]);
  });

  it('fetches the Latin face after a fi page, into the cache only, and the next page adds it before its layout', async () => {
    cacheInter('fi');
    await vi.waitFor(() => expect(localStorage.getItem('casino.interCached')).toBe(latin.url));
    expect(loaded).toEqual([`url(${latin.url}) format("woff2-variations")`]);
    expect(added).toEqual([]);

    runHeadScript();
    expect(added).toEqual([{ source: `url(${latin.url}) format("woff2-variations")`, display: 'optional' }]);
  });

  it('adds Latin Extended after an et page, and fetches nothing twice', async () => {
    cacheInter('fi');
    await vi.waitFor(() => expect(localStorage.getItem('casino.interCached')).toBe(latin.url));
    cacheInter('et');
    await vi.waitFor(() => expect(localStorage.getItem('casino.interCached')).toBe(`${latin.url} ${latinExt.url}`));
    cacheInter('et');
    expect(loaded).toHaveLength(2);

    runHeadScript();
    expect(added.map(({ source }) => source)).toEqual(
      [latin, latinExt].map(({ url }) => `url(${url}) format("woff2-variations")`),
    );
  });
});
