import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { loadServiceDocument, serviceNames } from '../contract/services.ts';
import { docsPolicy } from './security-headers.ts';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The Swagger UI files the /docs page loads, served from the npm package (no CDN). */
const docsAssets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The one inline script of /docs: it starts Swagger UI on the documents; its policy allows it by its hash. */
const docsStart = (documents: { url: string; name: string }[]) => `
window.ui = SwaggerUIBundle({
  urls: ${JSON.stringify(documents)},
  dom_id: '#docs',
  deepLinking: true,
  withCredentials: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

const docsPage = (start: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Casino API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="icon" href="/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="docs"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
<script>${start}</script>
</body>
</html>`;

/**
 * `/docs`: the API reference of the four contract documents in Swagger UI, served from npm with no CDN. Each document
 * is served bundled at `/docs/openapi/<service>.json` with its configured prefix as the server, so "Try it out"
 * calls this server.
 */
export function registerDocs(app: FastifyInstance, config: Pick<Config, 'prefixes'>): void {
  const documents = new Map<string, string>(
    serviceNames.map((service) => [
      `${service}.json`,
      JSON.stringify({ ...loadServiceDocument(service), servers: [{ url: config.prefixes[service] }] }),
    ]),
  );
  const start = docsStart(
    serviceNames.map((service) => ({
      url: `/docs/openapi/${service}.json`,
      name: `${service} (${config.prefixes[service]})`,
    })),
  );
  const page = docsPage(start);
  const security = docsPolicy(`sha256-${createHash('sha256').update(start).digest('base64')}`);
  app.get('/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', security).send(page),
  );
  app.get('/docs/', async (_request, reply) => reply.redirect('/docs', 301));
  app.get<{ Params: { file: string } }>('/docs/openapi/:file', async (request, reply) => {
    const { file } = request.params;
    const document = documents.get(file);
    if (!document) return reply.callNotFound();
    return reply.type('application/json; charset=utf-8').send(document);
  });
  app.get<{ Params: { file: string } }>('/docs/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const type = Object.hasOwn(docsAssets, file) ? docsAssets[file] : undefined;
    if (!type) return reply.callNotFound();
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(await readFile(join(swaggerUiDir, file)));
  });
}
