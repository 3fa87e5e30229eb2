import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { FILE_MAX_BYTES } from '@casino/flows/rules';
import type { Config } from './config.ts';
import { registeredHandler } from './contract/handler-types.ts';
import { loadServiceDocument, serviceNames } from './contract/services.ts';
import type { Database } from './db/database.ts';
import { loadPageRenderer, pageResponder, type PageRenderer } from './http/app-pages.ts';
import { PageCache } from './http/page-cache.ts';
import { guardContractRoutes } from './http/contract-routes.ts';
import { guardOrigin } from './http/csrf.ts';
import { ApiError } from './http/api-error.ts';
import { clientErrorHandler, frameworkErrorHandler, handleFailures } from './http/failures.ts';
import { registerDocs } from './http/docs-page.ts';
import { registerStaticFiles, StaticFiles } from './http/static-files.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions, Sessions } from './accounts/sessions.ts';
import { limitJsonDepth, refuseNulCharacters } from './http/text-guard.ts';
import { createSchemaCompiler, formatValidationError, type UploadedFile } from './http/validation.ts';
import { outboxTransport, registerDevOutbox, type MessageTransport } from './mail/transport.ts';
import { registerDomains } from './domains.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered public pages kept in memory. */
    pageCache: PageCache;
  }
}

interface AppOptions {
  db: Database;
  config: Config;
  /** How e-mail and SMS are sent; the outbox table by default. */
  transport?: MessageTransport;
  /** The app's server rendering; by default the build at APP_SERVER, if set (the dev server passes Vite's). */
  pages?: () => Promise<PageRenderer>;
  /** The HTTP server Fastify runs on; the dev server puts Vite's middleware in front. */
  serverFactory?: FastifyServerFactory;
}

/** The most a multipart file may stream before the server stops reading it (the size is then reported as this). */
const UPLOAD_READ_LIMIT = 8 * FILE_MAX_BYTES;

/** The most a multipart field (not a file) may hold. */
const FIELD_LIMIT = 64 * 1024;

/**
 * A multipart file as the handler gets it: the first FILE_MAX_BYTES bytes at most, and the size it really had, so a
 * handler can refuse a larger file with its size rather than a generic error.
 */
async function readUpload(part: { filename: string; mimetype: string; file: AsyncIterable<Buffer> }) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    if (size < FILE_MAX_BYTES) chunks.push(chunk.subarray(0, FILE_MAX_BYTES - size));
    size += chunk.length;
  }
  return { filename: part.filename, mimetype: part.mimetype, data: Buffer.concat(chunks), size };
}

/**
 * The body of a multipart request, as validation and the handler see it: each field's value, each file an
 * UploadedFile, a repeated field a list. A body the parser cannot read (cut short, no or a wrong boundary, a broken
 * part) is the client's error: 400, where the parser itself gives no status; its limits keep their 413. A field
 * longer than FIELD_LIMIT is refused (196) rather than passed on cut off.
 */
async function readMultipartBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.valueTruncated)
        throw ApiError.of('invalidRequest', `body/${part.fieldname} must not be longer than ${FIELD_LIMIT} bytes`, {
          location: 'body',
          field: part.fieldname,
          rule: 'maxLength',
        });
      const value: unknown = part.type === 'file' ? ((await readUpload(part)) satisfies UploadedFile) : part.value;
      const known = body[part.fieldname];
      body[part.fieldname] = known === undefined ? value : [known, value].flat();
    }
  } catch (error) {
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode !== undefined) throw error;
    throw Object.assign(new Error(`The multipart body cannot be read: ${(error as Error).message}`), {
      statusCode: 400,
    });
  }
  request.body = body;
}

/**
 * One log line per request, when it is answered, instead of Fastify's two: at the default level every request is
 * logged, and the two lines (the first with the request's serialised fields) cost a cheap request half its
 * throughput (a static asset: 22,000 req/s at warn, 10,800 at info with two lines, 20,600 with this one).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}

/**
 * The server: every operation of the four OpenAPI documents under its service prefix, validated against the
 * contract, with the implemented handlers and a 501 for the rest; plus the app: its files from STATIC_DIR and its
 * pages rendered by its server build (APP_SERVER), if set.
 */
export async function buildApp({
  db,
  config,
  transport = outboxTransport(db),
  pages,
  serverFactory,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(serverFactory && { serverFactory }),
    logger: { level: config.logLevel },
    logController: new OneLinePerRequest(),
    schemaErrorFormatter: formatValidationError,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler(config),
    clientErrorHandler,
    // handleFailures answers a request that arrives while the server closes, with the envelope.
    return503OnClosing: false,
  });
  const compileSchema = createSchemaCompiler();
  app.setValidatorCompiler(compileSchema);
  // The app's server build loads at start, so that a broken build fails the start and not the first page.
  const renderer = config.appServer && !pages ? await loadPageRenderer(config.appServer) : undefined;
  const renderPages = pages ?? (renderer && (async () => renderer));
  // The public pages rendered once per max-age (src/http/page-cache.ts); the admin tool's changes clear it.
  const pageCache = new PageCache();
  app.decorate('pageCache', pageCache);
  const staticFiles = config.staticDir ? new StaticFiles(config.staticDir) : undefined;
  const { notImplemented } = handleFailures(
    app,
    config,
    renderPages && pageResponder(app, renderPages, config, pageCache),
    staticFiles,
  );

  limitJsonDepth(app);
  await app.register(formbody);
  await app.register(cookie);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_READ_LIMIT, files: 1, fields: 20, fieldSize: FIELD_LIMIT },
  });
  app.addHook('preValidation', readMultipartBody);
  guardContractRoutes(app, compileSchema);
  refuseNulCharacters(app);
  guardOrigin(app, config.siteOrigin);
  const loginThrottle = await registerRateLimits(app, db);
  registerSessions(app, new Sessions(db, config));
  registerSecurityHeaders(app, config);
  if (config.nodeEnv !== 'production') registerDevOutbox(app, db);

  const handlers = registerDomains(app, { db, config, transport, loginThrottle });
  for (const service of serviceNames) {
    await app.register(openapiGlue, {
      specification: loadServiceDocument(service),
      prefix: config.prefixes[service],
      addCookieSchema: true,
      operationResolver: (operationId) => registeredHandler(handlers, service, operationId) ?? notImplemented,
    });
  }

  registerDocs(app, config);

  if (staticFiles) registerStaticFiles(app, staticFiles);
  return app;
}
