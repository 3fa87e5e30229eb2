import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preParsingHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { ApiError } from './api-error.ts';

/** The GET operations that change state (spec section 7), checked like a POST. No other GET changes state. */
const stateChangingGets = new Set(['sendVerificationSms', 'sendVerificationEmail', 'resetRealityCheck']);

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a call may change state: any method but GET, HEAD and OPTIONS, and the three state-changing GETs. The
 * origin check guards these calls, and they read their session from the database (src/accounts/sessions.ts).
 */
export const changesState = (method: string, operationId: string | undefined) =>
  !safeMethods.has(method) || (operationId !== undefined && stateChangingGets.has(operationId));

/**
 * The route option of a server-to-server callback of a provider, which no browser sends: instead of the origin
 * check, the request must carry the hex HMAC-SHA256 of its raw body under the shared `secret` in `header`
 * (default `x-signature`), else it is answered 403. Set it as `config: { providerSignature: {...} }` on the route
 * (or `x-fastify-config` in the contract).
 */
export interface ProviderSignature {
  secret: string;
  header?: string;
}

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** Keeps the raw body of a signed callback for the signature check, and hands the parser the same bytes. */
const keepRawBody: preParsingHookHandler = async (request, _reply, payload) => {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw);
  return Readable.from([raw]);
};

const checkSignature =
  ({ secret, header = 'x-signature' }: ProviderSignature): preValidationHookHandler =>
  async (request) => {
    const expected = createHmac('sha256', secret)
      .update(rawBodies.get(request) ?? Buffer.alloc(0))
      .digest();
    const given = Buffer.from(String(request.headers[header] ?? ''), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw ApiError.of('forbidden', 'Bad or missing provider signature');
  };

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
};

/**
 * Whether a request may change state: it comes from the site itself. The browser says so in `Sec-Fetch-Site`
 * (same-origin, or none for a user's own navigation, which has no initiator and so no Origin but the site's); a
 * browser without it sends `Origin` on every POST, which must be the site's origin (`Referer` stands in for it when
 * it is missing). A request with none of them is no browser's cross-site request (curl, a server), so it passes.
 */
function isSameSite(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  const { origin } = request.headers;
  if (fetchSite !== undefined)
    return fetchSite === 'same-origin' || (fetchSite === 'none' && (origin === undefined || origin === siteOrigin));
  const claimed = origin ?? (request.headers.referer ? originOf(request.headers.referer) : undefined);
  return claimed === undefined || claimed === siteOrigin;
}

/**
 * CSRF protection for every state-changing request (any method but GET, HEAD and OPTIONS, and the three
 * state-changing GETs, and the HEAD of those): a cross-site one is answered 403 with the envelope before any other
 * check of the route (such as its content type), so that no part of it runs; a signed provider callback is
 * checked by its signature instead (ProviderSignature). Must be added before the routes.
 */
export function guardOrigin(app: FastifyInstance, siteOrigin: string): void {
  const check: onRequestHookHandler = async (request) => {
    if (!isSameSite(request, siteOrigin)) throw ApiError.of('forbidden', 'Cross-site request refused');
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!methods.some((method) => changesState(method, operationId))) return;
    const signature = (route.config as { providerSignature?: ProviderSignature } | undefined)?.providerSignature;
    if (signature) {
      route.preParsing = [...[route.preParsing ?? []].flat(), keepRawBody];
      route.preValidation = [...[route.preValidation ?? []].flat(), checkSignature(signature)];
    } else {
      route.onRequest = [check, ...[route.onRequest ?? []].flat()];
    }
  });
}
