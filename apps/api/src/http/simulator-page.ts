import type { FastifyRequest } from 'fastify';
import { escapeHtml } from './html.ts';

/**
 * The simulated payment provider's and bank's pages (payments/simulated.ts, accounts/bank-id/simulated.ts): in the
 * site's colours and the visitor's language, and back to the page the visitor came from. A real provider is told the
 * return address and language when the payment starts; these two learn both from where the browser came from.
 */
export type SimulatorLocale = 'fi' | 'en' | 'et';

/** A path of this site to go back to: one slash at the start and no backslash (never another site), else home. */
export const sitePath = (value: unknown): string =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) && !value.includes('\\') && value.length <= 512 ? value : '/';

/** The language of a path of this site by its prefix: /en English, /et Estonian, anything else Finnish. */
export const localeOf = (path: string): SimulatorLocale =>
  (/^\/(en|et)(\/|$|\?)/.exec(path)?.[1] as SimulatorLocale | undefined) ?? 'fi';

/**
 * The page of this site the visitor came from (its Referer: the site sends the full address to its own origin) and
 * its language by the path's prefix (/en, /et, else Finnish). Anything else, or none, is the Finnish home page.
 */
export function visitorPage(
  request: FastifyRequest,
  siteOrigin: string,
): { locale: SimulatorLocale; returnTo: string } {
  let returnTo = '/';
  try {
    const referer = new URL(request.headers.referer ?? '');
    if (referer.origin === new URL(siteOrigin).origin) returnTo = sitePath(referer.pathname + referer.search);
  } catch {
    // No Referer, or not an address: the home page.
  }
  return { locale: localeOf(returnTo), returnTo };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#0d1020;color:#f5f6fa;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;justify-content:center;align-items:flex-start;padding:2rem 1rem}
main{width:100%;max-width:28rem;background:#161a2e;border:1px solid #2e3552;border-radius:1rem;padding:1.5rem;box-shadow:0 12px 32px rgb(0 0 0/.4)}
.brand{display:flex;align-items:center;gap:.5rem;color:#aab1c8;font-size:.875rem;margin:0 0 1rem}
.brand b{display:inline-flex;width:1.75rem;height:1.75rem;border-radius:.4rem;background:#0e7c66;color:#fff;align-items:center;justify-content:center}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem;color:#aab1c8}
strong{color:#f5f6fa}
ul{list-style:none;margin:0 0 1.25rem;padding:0;display:grid;gap:.5rem}
label{display:flex;gap:.75rem;align-items:center;padding:.75rem;border:1px solid #2e3552;border-radius:.6rem;cursor:pointer}
label:has(input:checked){border-color:#f2c14e}
input[type=radio]{accent-color:#f2c14e;width:1.1rem;height:1.1rem;margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:.6rem;border:1px solid #7480a6;background:#161a2e;color:#f5f6fa;cursor:pointer;flex:1 1 8rem}
button.primary{background:#f2c14e;border-color:#f2c14e;color:#1b1403}
ul button{width:100%;text-align:left}
button:focus-visible,label:focus-within,a:focus-visible{outline:2px solid #f2c14e;outline-offset:2px}
a{color:#f2c14e}
.note{font-size:.8125rem;margin:1.25rem 0 0}
`;

/** A whole simulator page: the language, the title, the heading and the body (already HTML), and its demo note. */
export function simulatorPage(page: { locale: SimulatorLocale; title: string; body: string; note: string }): string {
  return `<!doctype html>
<html lang="${page.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>
<body><main><p class="brand"><b aria-hidden="true">⌂</b>${escapeHtml(page.title)}</p>${page.body}<p class="note">${escapeHtml(page.note)}</p></main></body></html>`;
}
