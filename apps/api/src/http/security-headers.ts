import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The security headers of every answer, in one place. Each answer gets the common set (nosniff, referrer policy,
 * opener and resource policies, permissions policy, and HSTS over HTTPS) and a Content-Security-Policy: the API's
 * deny-all one unless the route set its own from the policies below (pages, the API reference, the demo slot, the
 * simulators). A script, style sheet or font gets only the headers that act on it (`subresourceHeaders`).
 */

/** Over HTTPS: the site's origin is https, or a trusted proxy (TRUST_PROXY) said the request came in over TLS. */
export const isSecureRequest = (request: FastifyRequest, config: Pick<Config, 'siteOrigin'>) =>
  config.siteOrigin.startsWith('https:') || request.protocol === 'https';

/** One year, the least HSTS preload lists accept. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** What the site uses none of: every powerful feature is off for it and for any frame it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

type Directives = Record<string, string[]>;

const policy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The services answer data only: nothing may load from an answer, and no site may frame one. */
export const API_POLICY = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * What the app names for its third parties, by origin (apps/casino/server/app.ts `contentSources`): the error
 * reporter's ingest and the chat widget's host. Nothing is allowed by wildcard.
 */
export interface PageSources {
  connect?: string[];
  frame?: string[];
  img?: string[];
  script?: string[];
  style?: string[];
}

/**
 * The policy of a page the app renders: its inline scripts by their hashes (`inlineScriptHashes`), the scripts of this
 * origin, everything else from this origin too, plus the origins the app named. With no nonce, the page and this
 * header can be kept and served as they are to everyone (a nonce must be new for each response). This is as strict as
 * a nonce with 'strict-dynamic' here: an inline script runs only if it is byte for byte one the app rendered, and
 * this origin serves as scripts only the build's own files (an exact list), its API answers JSON with nosniff, and
 * nothing a player uploads is served back. ('strict-dynamic' would not do: it blocks the static imports of an inline
 * module script allowed by its hash, which React Router's start-up script is.) Styles allow inline attributes: React
 * renders `style` props into the HTML and the dialogs' scroll lock injects a <style>; no script runs from them.
 */
export function pagePolicy(scriptHashes: string[], sources: PageSources = {}): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(sources.script ?? [])],
    'style-src': ["'self'", "'unsafe-inline'", ...(sources.style ?? [])],
    'img-src': ["'self'", 'data:', ...(sources.img ?? [])],
    'connect-src': ["'self'", ...(sources.connect ?? [])],
    'frame-src': ["'self'", ...(sources.frame ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/**
 * The API reference (Swagger UI from npm): its scripts and style sheet from this origin, the one inline script that
 * starts it by its hash, and the inline styles and data: images Swagger UI draws with.
 */
export function docsPolicy(inlineScriptHash: string): string {
  return policy({
    'default-src': ["'none'"],
    'script-src': ["'self'", `'${inlineScriptHash}'`],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** The demo slot: its own script, styles and icon only, framed by the site's game page alone. */
export const GAME_POLICY = policy({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
});

/** The payment and bank simulators' pages: an inline style sheet and a form posting back to this origin. */
export const SIMULATOR_POLICY = policy({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * The headers of an answer whose route chose no policy of its own: the common set, the API's deny-all policy and no
 * framing. Also written by the answers Fastify and Node give before any hook runs (src/http/failures.ts).
 */
export function securityHeaders(secure: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'content-security-policy': API_POLICY,
    'x-frame-options': 'DENY',
    ...(secure && { 'strict-transport-security': HSTS }),
  };
}

/** What a page loads and never opens as a document: a script, a style sheet, a font. */
const SUBRESOURCE = /^(text\/javascript|text\/css|font\/)/;

/**
 * The headers of a script, style sheet or font: those that act on it (nosniff, the resource policy, HSTS). The
 * others act on a document only (its policy, framing, opener, powerful features, and the referrer policy, whose
 * value here is the browsers' default), and on each of the 20 scripts of a page they were 420 of its 810 bytes of
 * headers: 10 kB of a phone's first page load.
 */
function subresourceHeaders(secure: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(secure && { 'strict-transport-security': HSTS }),
  };
}

/**
 * Adds the security headers to every answer, whatever its route, its status or whether it failed: the common set, or
 * a subresource's (by its type).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'siteOrigin'>): void {
  app.addHook('onSend', async (request, reply) => {
    const secure = isSecureRequest(request, config);
    if (SUBRESOURCE.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.headers(subresourceHeaders(secure));
      return;
    }
    const own = reply.getHeader('content-security-policy');
    reply.headers(securityHeaders(secure));
    if (typeof own !== 'string') return;
    reply.header('content-security-policy', own);
    // Old browsers that know no frame-ancestors: the same rule.
    if (/frame-ancestors 'self'/.test(own)) reply.header('x-frame-options', 'SAMEORIGIN');
  });
}
