import { INTER_FACES, INTER_FAMILY } from '@casino/ui/typeface';

/**
 * Inter, the design system's typeface, is drawn only from the browser's cache. A page's first screen is in 'Inter
 * Fallback' (the same space, styles.css) unless this browser has Inter already: then the head's script adds Inter's
 * faces before the first layout and the page is drawn in it from its first paint. A browser without it fetches it
 * once the page is idle, for the pages it opens next, and this page stays as it is. So the font (49 kB) never shares
 * a phone's bandwidth with the first screen's pictures, and no swap makes the browser lay the page out again while
 * it starts (loaded after the page and swapped in, Inter cost a phone two relayouts of 30-100 ms each).
 */

/** The addresses of Inter's files in this browser's cache (a new build's are new ones). */
const CACHED = 'casino.interCached';

const face = ({ url, unicodeRange }: (typeof INTER_FACES)[number]) =>
  new FontFace(INTER_FAMILY, `url(${url}) format("woff2-variations")`, { weight: '100 900', unicodeRange });

/**
 * The head's inline script: each of Inter's faces that is cached (it loads only when text needs it; as `optional`,
 * one the cache has lost is not waited for).
 */
const INTER_FROM_CACHE = `try{var c=localStorage.getItem(${JSON.stringify(CACHED)})||'';${JSON.stringify(INTER_FACES)}.forEach(function(f){if(c.indexOf(f.url)>=0)document.fonts.add(new FontFace(${JSON.stringify(INTER_FAMILY)},'url('+f.url+') format("woff2-variations")',{weight:'100 900',display:'optional',unicodeRange:f.unicodeRange}))})}catch(e){}`;

/**
 * The page's HTML with that script at the start of its head, after the charset: before the stylesheet (React puts
 * it first), as an inline script after a stylesheet waits for it, and the page's parsing with it.
 */
export const withInterFromCache = (html: string): string =>
  html.replace(/<head>(<meta charSet="utf-8"\/>)?/i, (head) => `${head}<script>${INTER_FROM_CACHE}</script>`);

/**
 * After a page's first screen: fetches the faces its language uses (Latin Extended for et only) that this browser
 * does not have into the cache, not into this page.
 */
export function cacheInter(lang: string): void {
  if (typeof FontFace === 'undefined') return;
  const cached = localStorage.getItem(CACHED) ?? '';
  const [latin, latinExt] = INTER_FACES;
  const missing = [latin, ...(lang === 'et' ? [latinExt] : [])].filter(({ url }) => !cached.includes(url));
  if (missing.length === 0) return;
  void Promise.all(missing.map((files) => face(files).load())).then(
    () => localStorage.setItem(CACHED, [cached, ...missing.map(({ url }) => url)].filter(Boolean).join(' ')),
    () => undefined,
  );
}
