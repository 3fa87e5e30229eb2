import { createApi, defaultApiConfig } from '@casino/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createI18n } from './app/i18n';
import { InspectProvider, startInspector, wantsInspector } from './app/inspect';
import { createQueryClient, Providers } from './app/providers';
import { isNotFoundPath, routes } from './app/router';
import { splitLocale } from './app/routes';
import { initSentry, sentryOptions } from './app/sentry';
import './styles.css';

const reporting = sentryOptions(import.meta.env, isNotFoundPath);
const createRouter = reporting ? await initSentry(reporting) : createBrowserRouter;
const router = createRouter(routes);
// The Stately inspector, in development only and when asked for with ?inspect (production code drops the branch).
const inspect = import.meta.env.DEV && wantsInspector(window.location.search) ? await startInspector() : undefined;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <Providers
      api={createApi(defaultApiConfig)}
      queryClient={createQueryClient()}
      i18n={createI18n(splitLocale(window.location.pathname).locale)}
    >
      <InspectProvider inspect={inspect}>
        <RouterProvider router={router} />
      </InspectProvider>
    </Providers>
  </StrictMode>,
);
