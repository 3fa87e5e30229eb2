import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES } from '@casino/flows/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { serviceDocuments, serviceNames, type ServiceName } from '../contract/services.ts';
import type { RegisteredHandler } from '../contract/handler-types.ts';
import { ApiError, errorEntry } from './api-error.ts';
import { failure } from './envelope.ts';
import { isSecureRequest, securityHeaders } from './security-headers.ts';
import { validationDetails } from './validation.ts';
import type { StaticFiles } from './static-files.ts';

type Prefixes = Pick<Config, 'prefixes'>;

/**
 * Answers a failure as the envelope `{success: false, errorCode, error, params?}`; on a plain-data service (content,
 * cms) the body also carries `message`, so it is the contract's ContentError too. Failure bodies bypass the route's
 * response serializer: a route's schema for that status may describe another body, and a serializer error would
 * turn bad input into a 500.
 */
function failureSender(config: Prefixes) {
  const serviceAt = (url: string): ServiceName | undefined => {
    const path = url.split('?')[0] ?? '';
    return serviceNames.find((name) => path === config.prefixes[name] || path.startsWith(`${config.prefixes[name]}/`));
  };

  const fail = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    errorCode: number,
    error: string,
    params?: object,
  ) => {
    const service = serviceAt(request.url);
    const body = failure(errorCode, error, params as Record<string, unknown> | undefined);
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(service && serviceDocuments[service].plainData ? { ...body, message: error } : body);
  };
  return { serviceAt, fail };
}

/** The path of a URL for a message, cut to 200 characters. */
const pathOf = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
};

/** What Fastify refuses before routing, in words that do not echo the URL back. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid: a path segment is not percent-encoded UTF-8',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

/**
 * Fastify's `frameworkErrors`: the URLs it refuses before routing (a path that does not decode, 400; a path
 * parameter over its length limit, 414) answer the envelope with errorCode 100, as every request-shape error does.
 */
export function frameworkErrorHandler(
  config: Pick<Config, 'prefixes' | 'siteOrigin'>,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const { fail } = failureSender(config);
  return (error, request, reply) => {
    request.log.info({ err: error }, 'request refused before routing');
    // No onSend hook runs for a request refused before routing: the answer sets the security headers itself.
    reply.headers(securityHeaders(isSecureRequest(request, config)));
    const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
    fail(request, reply, status, ERROR_CODES.unexpected, frameworkMessages[error.code] ?? 'Bad request');
  };
}

/**
 * The HTTP server's `clientError`: what Node refuses before Fastify sees a request (a request line and headers over
 * its 16 kB limit, 431; a malformed request, 400; a request too slow to arrive, 408) answers the envelope too. The
 * service is unknown here, so the body carries both `error` and `message` (the envelope and ContentError).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line and headers are larger than 16 kB']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ ...failure(ERROR_CODES.unexpected, message), message });
  // Whether the request came over TLS is unknown here (no request was parsed), so no HSTS.
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...securityHeaders(false),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  socket.destroy(error);
}

/**
 * The methods that the routes matching a path answer, for a 405 with `Allow` where only the method is wrong (Fastify
 * itself answers 404). Wildcard routes (the static files) are left out: they would match every path.
 */
function routeMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const source = route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    routes.push({ pattern: new RegExp(`^${source}$`), methods: [route.method].flat() });
  });
  return (path) => [...new Set(routes.filter(({ pattern }) => pattern.test(path)).flatMap(({ methods }) => methods))];
}

/**
 * Every failure the server itself produces (bad input, unknown path, unimplemented operation, unexpected error)
 * answers with the envelope (see failureSender).
 */
export function handleFailures(
  app: FastifyInstance,
  config: Pick<Config, 'prefixes'>,
  /** Renders the app's pages (APP_SERVER): every GET outside the services that is no file. */
  renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  /** The app's build (STATIC_DIR): its index.html answers a page request when there is no server rendering. */
  staticFiles?: StaticFiles,
): { notImplemented: RegisteredHandler } {
  const { serviceAt, fail } = failureSender(config);
  const methodsAt = routeMethods(app);

  // While the server closes (SIGTERM), a request that still arrives on a connection in use is refused with 503 and
  // the envelope, and the connection closed, so that the client or the load balancer retries elsewhere. Fastify's own
  // 503 (return503OnClosing, off in app.ts) answers a body of another shape. The hook comes before every other.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing)
      return fail(request, reply.header('retry-after', 1), 503, ERROR_CODES.unexpected, 'The server is shutting down');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      request.log.info({ errorCode: error.errorCode }, error.message);
      return fail(request, reply, error.statusCode, error.errorCode, error.message, error.params);
    }
    if (error.validation) {
      const details = validationDetails(error.validation, error.validationContext ?? 'request');
      const { code, status } = errorEntry('invalidRequest');
      return fail(request, reply, status, code, error.message, details);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request rejected');
      // 415 and the other request-shape errors answer 100, not 196: 196 means a field the user can fix.
      return fail(
        request,
        reply,
        status,
        status === 429 ? ERROR_CODES.tooManyRequests : ERROR_CODES.unexpected,
        error.message,
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    const unexpected = errorEntry('unexpected');
    return fail(request, reply, unexpected.status, unexpected.code, 'Unexpected error');
  });

  // Outside every service prefix, a GET that is no file is a page of the app: rendered on the server when the app's
  // server build is there, else the single-page app's index.html for a browser asking for HTML. Anything else is a 405
  // where a route answers the path by another method, else a 404.
  app.setNotFoundHandler((request, reply) => {
    const pageRequest = (request.method === 'GET' || request.method === 'HEAD') && serviceAt(request.url) === undefined;
    if (pageRequest && renderPage) return renderPage(request, reply);
    const path = request.url.split('?')[0] ?? '';
    const allowed = methodsAt(path);
    if (pageRequest && staticFiles?.has('index.html') && (request.headers.accept ?? '').includes('text/html'))
      staticFiles.send(request, reply, 'index.html');
    else if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      fail(request, reply, 405, ERROR_CODES.unexpected, `Method ${request.method} is not allowed here`);
    } else fail(request, reply, 404, ERROR_CODES.unexpected, `Not found: ${request.method} ${pathOf(request.url)}`);
  });

  return {
    notImplemented: async (request, reply) => fail(request, reply, 501, ERROR_CODES.unexpected, 'Not implemented'),
  };
}
