import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config.ts';
import { loadServiceDocument, serviceNames } from './contract/services.ts';
import type { Database } from './db/database.ts';
import { guardContractRoutes } from './http/contract-routes.ts';
import { handleFailures } from './http/failures.ts';
import { createSchemaCompiler, formatValidationError, type UploadedFile } from './http/validation.ts';
import { createServiceHandlers } from './services/index.ts';

interface AppOptions {
  db: Database;
  config: Config;
}

/** Hashed build output (vite's assets/) never changes under its name; pages are revalidated on every load. */
const cacheControlOf = (path: string) =>
  /[\\/]assets[\\/]/.test(path)
    ? 'public, max-age=31536000, immutable'
    : path.endsWith('.html')
      ? 'no-cache'
      : undefined;

/**
 * The server: every operation of the four OpenAPI documents under its service prefix, validated against the
 * contract, with the implemented handlers and a 501 for the rest; plus the built app from STATIC_DIR, if set.
 */
export async function buildApp({ db, config }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, schemaErrorFormatter: formatValidationError });
  const compileSchema = createSchemaCompiler();
  app.setValidatorCompiler(compileSchema);
  const { notImplemented } = handleFailures(app, config);

  await app.register(formbody);
  await app.register(cookie);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: async (part) => {
      const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      (part as unknown as { value: UploadedFile }).value = file;
    },
  });
  guardContractRoutes(app, compileSchema);

  const handlers = createServiceHandlers(db);
  for (const service of serviceNames) {
    const implemented = handlers[service];
    await app.register(openapiGlue, {
      specification: loadServiceDocument(service),
      prefix: config.prefixes[service],
      addCookieSchema: true,
      operationResolver: (operationId) => implemented[operationId] ?? notImplemented,
    });
  }

  if (config.staticDir) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      setHeaders: (response, path) => {
        const cacheControl = cacheControlOf(path);
        if (cacheControl) response.header('cache-control', cacheControl);
      },
    });
  }
  return app;
}
