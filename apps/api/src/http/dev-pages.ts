import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { FastifyServerFactory } from 'fastify';
import type { PageRenderer } from './app-pages.ts';

/** The app's folder, whose Vite config (React Router's plugin) the development server runs. */
const appRoot = fileURLToPath(new URL('../../../casino', import.meta.url));

/**
 * Development only (`npm run dev`): the app through Vite in middleware mode on the server's own origin. Vite answers
 * its modules and hot updates first; every other request goes on to Fastify, which renders pages with the app's
 * server entry as Vite has it now, so an edit shows at once against the real services and database.
 */
export async function devPages(): Promise<{ pages: () => Promise<PageRenderer>; serverFactory: FastifyServerFactory }> {
  // Vite is a development dependency of the repository, never loaded in production.
  const { createServer: createVite } = await import('vite');
  // Hot updates reach the browser over the server's own socket, so the pages' policy (connect-src 'self') lets them.
  const server = createServer();
  const vite = await createVite({
    root: appRoot,
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  });
  return {
    pages: async () => (await vite.ssrLoadModule('/server/app.ts')) as PageRenderer,
    serverFactory: (handler) =>
      server.on('request', (request, response) =>
        vite.middlewares(request, response, () => handler(request, response)),
      ),
  };
}
