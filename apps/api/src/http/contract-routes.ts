import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError, RouteOptions } from 'fastify';
import { formatValidationError } from './validation.ts';

type Hooks<T> = T | T[] | undefined;
const asArray = <T>(hooks: Hooks<T>): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

const accepts = (declared: string, actual: string) =>
  declared === actual || declared === '*/*' || (declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1)));

/** The request body content types the operation declares (`requestBody.content`); none when it takes no body. */
function declaredBodyTypes(schema: RouteOptions['schema']): string[] {
  const body = schema?.body as { content?: Record<string, unknown> } | undefined;
  return Object.keys(body?.content ?? {}).map((type) => type.toLowerCase());
}

/**
 * Hardens every route of the contract (those with an operationId), whichever handler it gets later:
 *
 * - 415 for a request body of a content type the operation does not declare. Fastify validates a body only for the
 *   declared types, so a JSON body sent to a form route would otherwise reach the handler unvalidated.
 * - 400 (errorCode 196) for a request without a body on an operation that takes one: Fastify validates only a body
 *   that is there, so an empty POST would reach the handler unvalidated.
 * - Validation of cookie parameters (fastify-openapi-glue's `addCookieSchema`), which Fastify itself does not do.
 *
 * Must be added before the routes are registered.
 */
export function guardContractRoutes(app: FastifyInstance, compileSchema: FastifySchemaCompiler<unknown>): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (RouteOptions['schema'] & { operationId?: string; cookies?: unknown }) | undefined;
    if (!schema?.operationId) return;

    const declared = declaredBodyTypes(schema);
    const expected =
      declared.length > 0 ? `this operation accepts ${declared.join(', ')}` : 'this operation takes no request body';
    route.onRequest = [
      ...asArray(route.onRequest),
      async (request) => {
        const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
        if (chunked === undefined && (length === undefined || length === '0')) return;
        const actual = mediaType(request.headers['content-type']);
        if (!declared.some((type) => accepts(type, actual)))
          throw httpError(415, `Unsupported content type "${actual}": ${expected}`);
      },
    ];

    if (declared.length > 0) {
      route.preValidation = [
        ...asArray(route.preValidation),
        async (request) => {
          if (request.body !== undefined && request.body !== null) return;
          throw Object.assign(new Error('body is required'), {
            statusCode: 400,
            validation: [
              { keyword: 'required', instancePath: '', schemaPath: '#', params: {}, message: 'is required' },
            ],
            validationContext: 'body',
          });
        },
      ];
    }

    if (schema.cookies) {
      const validate = compileSchema({
        schema: schema.cookies,
        method: route.method as string,
        url: route.url,
        httpPart: 'cookies',
      });
      route.preValidation = [
        ...asArray(route.preValidation),
        async (request) => {
          if (validate(request.cookies ?? {}) === true) return;
          const errors = (validate.errors ?? []) as FastifySchemaValidationError[];
          throw Object.assign(formatValidationError(errors, 'cookies'), {
            statusCode: 400,
            validation: errors,
            validationContext: 'cookies',
          });
        },
      ];
    }
  });
}
