import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { serviceDocuments, serviceNames, type ServiceName } from '../contract/services.ts';
import type { OperationHandler } from '../services/types.ts';
import { ApiError } from './api-error.ts';
import { ErrorCode, failure } from './envelope.ts';
import { validationDetails } from './validation.ts';

/**
 * Every failure the server itself produces (bad input, unknown path, unimplemented operation, unexpected error)
 * answers with the envelope `{success: false, errorCode, error, params?}`. On a plain-data service (content, cms)
 * the body also carries `message`, so it is the contract's ContentError too. Failure bodies bypass the route's
 * response serializer: a route's schema for that status may describe another body, and a serializer error would
 * turn bad input into a 500.
 */
export function handleFailures(
  app: FastifyInstance,
  config: Pick<Config, 'prefixes' | 'staticDir'>,
  /** Renders the app's pages (APP_SERVER): every GET outside the services that is no file. */
  renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): { notImplemented: OperationHandler } {
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

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      request.log.info({ errorCode: error.errorCode }, error.message);
      return fail(request, reply, error.statusCode, error.errorCode, error.message, error.params);
    }
    if (error.validation) {
      const details = validationDetails(error.validation, error.validationContext ?? 'request');
      return fail(request, reply, 400, ErrorCode.validation, error.message, details);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request rejected');
      // 415 and the other request-shape errors answer 100, not 196: 196 means a field the user can fix.
      return fail(
        request,
        reply,
        status,
        status === 429 ? ErrorCode.tooManyRequests : ErrorCode.unexpected,
        error.message,
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return fail(request, reply, 500, ErrorCode.unexpected, 'Unexpected error');
  });

  // Outside every service prefix, a GET that is no file is a page of the app: rendered on the server when the app's
  // server build is there, else the single-page app's index.html for a browser asking for HTML; anything else a 404.
  // The static fallback returns nothing: returning the reply (a thenable) while the file streams makes every layer of
  // @fastify/static's lookup wait on it with another 'close' listener (a MaxListenersExceededWarning per page load).
  app.setNotFoundHandler((request, reply) => {
    const pageRequest = (request.method === 'GET' || request.method === 'HEAD') && serviceAt(request.url) === undefined;
    if (pageRequest && renderPage) return renderPage(request, reply);
    if (pageRequest && config.staticDir !== undefined && (request.headers.accept ?? '').includes('text/html'))
      reply.sendFile('index.html');
    else fail(request, reply, 404, ErrorCode.unexpected, `Not found: ${request.method} ${request.url.split('?')[0]}`);
  });

  return {
    notImplemented: async (request, reply) => fail(request, reply, 501, ErrorCode.unexpected, 'Not implemented'),
  };
}
