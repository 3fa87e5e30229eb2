import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { browserServices } from './app/browser-services';
import { InspectProvider, startInspector, wantsInspector } from './app/inspect';
import { chatScriptUrl, loadLiveChat } from './shared/support/live-chat';
import { Providers } from './app/providers';
import { receiveQueryState } from './app/query-state';
import { isNotFoundPath } from './app/routes';
import { ReplayEarlyTap, stopKeepingTaps } from './lib/early-clicks';
import { listenForFirstInteraction } from './lib/first-interaction';
import { whenIdle } from './lib/when-idle';
import { cacheInter } from './app/typeface';
import { initSentry, sentryOptions } from './app/sentry';

listenForFirstInteraction();
const { api, queryClient, i18n } = browserServices();
receiveQueryState(queryClient, document);
// The page's texts must be there before hydrating, or the first render would not match the server's.
if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));

// The Stately inspector, in development only and when asked for with ?inspect (production code drops the branch).
const inspect = import.meta.env.DEV && wantsInspector(window.location.search) ? await startInspector() : undefined;

startTransition(() => {
  const replayEarlyTap = stopKeepingTaps();
  hydrateRoot(
    document,
    <StrictMode>
      <Providers api={api} queryClient={queryClient} i18n={i18n}>
        <InspectProvider inspect={inspect}>
          <HydratedRouter />
          <ReplayEarlyTap replay={replayEarlyTap} />
        </InspectProvider>
      </Providers>
    </StrictMode>,
  );
});

// Inter into the cache for the pages opened next (app/typeface.ts), once this one is idle.
whenIdle(() => cacheInter(document.documentElement.lang));

// Error reporting (spec 9) starts after the first paint, and only in production or staging with an address.
const reporting = sentryOptions(import.meta.env, isNotFoundPath);
if (reporting) window.addEventListener('load', () => setTimeout(() => void initSentry(reporting)), { once: true });

// The live chat widget (spec 1), only when a provider is configured, once the page is interactive.
const chat = chatScriptUrl(import.meta.env);
if (chat) loadLiveChat(chat, window);
