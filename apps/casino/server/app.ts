// The app's server entry: the one function the casino server (apps/api) calls for every page. It hands a web
// Request to React Router and returns its Response; `fetch` reaches the services on the same origin.
import { createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { contentSources as sourcesOf } from '../src/app/content-sources';
import type { PageContext } from '../src/app/page-context';

const handleRequest = createRequestHandler(
  build,
  process.env.NODE_ENV === 'development' ? 'development' : 'production',
);

export function handle(request: Request, context: PageContext): Promise<Response> {
  return handleRequest(request, context);
}

/** The third-party origins the pages need in their Content-Security-Policy, from the build's settings. */
export const contentSources = sourcesOf(import.meta.env);
