import { defaultApiConfig } from '@casino/api-client';
import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { IMAGE_WIDTHS, responsiveImage } from './image';

/** HTML that went through sanitizeHtml: the only HTML SafeHtml renders. */
export type SanitizedHtml = string & { readonly __sanitized: true };

let sanitizerWindow: WindowLike | undefined;

/**
 * Gives the sanitiser a window where there is none: the server sanitises with a jsdom window (entry.server.tsx), the
 * browser with its own. Both serialise by the HTML standard, so they make the same markup.
 */
export function setSanitizerWindow(window: WindowLike) {
  sanitizerWindow = window;
}

/**
 * The elements content may use: text, lists, tables, links and pictures. Anything else goes: scripts, style sheets,
 * forms and their controls, frames, media, SVG and MathML, meta and base. Text inside a removed element stays, except
 * in those DOMPurify drops whole (script, style, svg, math, …).
 */
const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'div', 'span', 'section', 'article'],
  ...['nav', 'figure', 'figcaption', 'address', 'details', 'summary'],
  ...['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's'],
  ...['samp', 'small', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  'img',
];

/**
 * The attributes content may use (plus aria-*). None styles or places anything (style, class, id, width on a table,
 * bgcolor, popover, tabindex), so the page's own styles decide how content looks; `srcset`, `sizes` and `rel` are
 * written by the hook below, never taken from the content.
 */
const ALLOWED_ATTR = [
  ...['href', 'target', 'src', 'alt', 'width', 'height', 'title', 'lang', 'dir'],
  ...['colspan', 'rowspan', 'scope', 'datetime', 'start', 'reversed', 'type', 'open'],
];

const config: Config = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_UNKNOWN_PROTOCOLS: false };

/** A base to resolve URLs against that no content can name, so a URL resolves alike on the server and in a browser. */
const BASE = new URL('https://site.invalid/');

/** `mailto:`, a scheme, `//host` or `\\host`: anything that is not a path on the site. */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|[/\\]{2})/i;

/** A picture's path as the image endpoint takes it (the contract's `url` pattern). */
const IMAGE_PATH = /^\/[^/\\\s][^\\\s]*$/;

/** The image endpoint's path on the site (`/content/image`). */
const IMAGE_ENDPOINT = `${defaultApiConfig.contentBaseUrl}/image`;

/** A content picture is drawn at most as wide as the text (max-w-prose, 65ch: about 40rem). */
const CONTENT_IMAGE_SIZES = '(min-width: 42rem) 40rem, calc(100vw - 2rem)';

/** Resolves a URL of the content on the site, or undefined when it names another host or a scheme. */
function onSite(value: string): URL | undefined {
  const trimmed = value.trim();
  if (ABSOLUTE.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed, BASE);
    return url.origin === BASE.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site picture an `<img src>` names: a path on the site (`/images/…`), or the image endpoint's `url` parameter
 * when it already goes through it. Undefined for another host, a data: URL or anything the endpoint would refuse.
 */
function sitePicture(src: string): string | undefined {
  const url = onSite(src);
  if (!url) return undefined;
  let path: string | null = url.pathname;
  try {
    path = url.pathname === IMAGE_ENDPOINT ? url.searchParams.get('url') : decodeURI(url.pathname);
  } catch {
    return undefined;
  }
  return path !== null && IMAGE_PATH.test(path) && path !== IMAGE_ENDPOINT ? path : undefined;
}

/** A picture goes through the image endpoint, at the widths content needs; any other picture is removed. */
function routePicture(image: Element) {
  const path = sitePicture(image.getAttribute('src') ?? '');
  if (!path) {
    image.remove();
    return;
  }
  const { src, srcSet, sizes } = responsiveImage(path, CONTENT_IMAGE_SIZES, {
    widths: IMAGE_WIDTHS.filter((width) => width <= 1920),
    fallback: 1080,
  });
  image.setAttribute('src', src);
  image.setAttribute('srcset', srcSet ?? '');
  image.setAttribute('sizes', sizes ?? '');
  for (const name of ['width', 'height'])
    if (!/^\d{1,4}$/.test(image.getAttribute(name) ?? '0')) image.removeAttribute(name);
}

/**
 * A link keeps a site path, http(s), mailto: or tel:; a link to another host opens with no opener and no referrer.
 * `target` may only open a new tab.
 */
function guardLink(link: Element) {
  const href = link.getAttribute('href');
  if (link.getAttribute('target') !== '_blank') link.removeAttribute('target');
  if (href === null || onSite(href)) return;
  const scheme = /^\s*([a-z][a-z\d+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'mailto' || scheme === 'tel') return;
  if (scheme === undefined || scheme === 'http' || scheme === 'https') link.setAttribute('rel', 'noopener noreferrer');
  else link.removeAttribute('href');
}

/** Per element after DOMPurify's own checks: pictures through the image endpoint, links guarded, sizes on img only. */
function afterAttributes(node: Element) {
  const name = node.nodeName.toLowerCase();
  if (name === 'img') routePicture(node);
  else if (name === 'a') guardLink(node);
  if (name !== 'img') for (const size of ['width', 'height']) node.removeAttribute(size);
  if (name !== 'a') node.removeAttribute('target');
}

/**
 * Each window's sanitiser, and the HTML it has already made safe, by its input: the server renders every page with
 * the same footer and messages, and sanitising them anew took about 2 ms of each render (jsdom, DOMPurify). At most
 * SANITIZED_MAX are kept, the oldest going first.
 */
const purifiers = new WeakMap<WindowLike, { purifier: DOMPurify; sanitized: Map<string, SanitizedHtml> }>();
const SANITIZED_MAX = 200;

/**
 * Makes HTML from the content service safe to display: no script runs (scripts, event handlers and javascript: URLs
 * go), and nothing can dress up the page or reach another host. Only text, lists, tables, links and pictures stay,
 * without style, class or id; a picture goes through the site's image endpoint or is removed; a link to another host
 * gets rel="noopener noreferrer". The result depends only on the HTML (URLs resolve against a fixed base, never the
 * window's location), so the server and the browser make the same markup. The queries of content HTML call it, so
 * the cache (and the state the server hands the browser) holds only sanitised HTML; the sanitiser loads on first
 * use, so a page without new HTML to clean never downloads it.
 */
export async function sanitizeHtml(html: string): Promise<SanitizedHtml> {
  const window = sanitizerWindow ?? globalThis.window;
  const kept = purifiers.get(window)?.sanitized.get(html);
  if (kept !== undefined) return kept;
  const { default: createDOMPurify } = await import('dompurify');
  let entry = purifiers.get(window);
  if (!entry) {
    entry = { purifier: createDOMPurify(window), sanitized: new Map() };
    entry.purifier.addHook('afterSanitizeAttributes', afterAttributes);
    purifiers.set(window, entry);
  }
  const safe = entry.purifier.sanitize(html, config) as SanitizedHtml;
  entry.sanitized.set(html, safe);
  if (entry.sanitized.size > SANITIZED_MAX) entry.sanitized.delete(entry.sanitized.keys().next().value!);
  return safe;
}
