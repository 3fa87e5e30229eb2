import { Writable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import en from '../public/locales/en/common.json';
import et from '../public/locales/et/common.json';
import fi from '../public/locales/fi/common.json';
import { afterFirstScreen } from './app/after-first-screen';
import { withInterFromCache } from './app/typeface';
import { createI18n, NAMESPACE } from './app/i18n';
import { requestServices } from './app/page-context';
import { Providers } from './app/providers';
import { queryStateScript } from './app/query-state';
import { splitLocale } from './app/routes';
import { setSanitizerWindow } from './lib/sanitize-html';

const translations = { fi, en, et };
setSanitizerWindow(new JSDOM('').window);
/** A render still running after this long is cut short with what it has. */
export const streamTimeout = 5_000;

/**
 * Renders a page once its data is all there (the loaders have filled the request's query cache), so the HTML is
 * complete for players and crawlers alike and the head carries every page's title and links.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const { locale } = splitLocale(new URL(request.url).pathname);
  const i18n = createI18n(locale, { resources: { [locale]: { [NAMESPACE]: translations[locale] } } });
  const { api, queryClient } = requestServices(loadContext);

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe, abort } = renderToPipeableStream(
      <Providers api={api} queryClient={queryClient} i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </Providers>,
      {
        // The page is sent whole (onAllReady), so no Suspense boundary is held back to be revealed by a script later:
        // React would otherwise send a large boundary's content after the rest (the page's main part, 300 kB), hidden
        // until a script of its own shows it, and Lighthouse's LCP went 1.1 -> 2.9 s.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The whole page is ready (nothing streams later), so the cache's state goes in before </body> at once.
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const html = Buffer.concat(chunks).toString('utf8');
              const at = html.lastIndexOf('</body>');
              const page = withInterFromCache(html.slice(0, at) + queryStateScript(queryClient) + html.slice(at));
              // The development server's scripts (Vite's client, fast refresh) run at once.
              const served = import.meta.env.DEV ? page : afterFirstScreen(page);
              headers.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(served, { headers, status }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
