import { lazy, Suspense, type ReactNode } from 'react';
import { preload } from 'react-dom';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  useRouteError,
} from 'react-router';
import { localeFileUrl } from './app/i18n';
import {
  childGroupsQuery,
  gameGroupsQuery,
  siteSettingsQuery,
  statusQuery,
  suppliersQuery,
} from './shared/content/queries';
import { loadInBrowser, loadOnServer, publicPageHeaders, type LoadPage } from './app/route-data';
import { useLocale } from './shared/locale/use-locale';
import { AffiliateWelcome } from './features/affiliate/affiliate-welcome';
import { LoginControl } from './features/login/login-control';
import { ErrorPage } from './features/not-found/error-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import type { PanelSlots } from './features/layout/panel-slots';
import { SiteLayout } from './features/layout/site-layout';
import { ProfileDropdown, ProfilePanelOpener, ProfilePanelProvider } from './features/profile-panel/panel-provider';
import { SitePopups } from './features/site-popups/site-popups';
import { DeferredSiteSearch } from './features/search/deferred-search';
import { KEEP_EARLY_TAPS } from './lib/early-clicks';
import stylesheet from './styles.css?url';

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const headers = publicPageHeaders;

/**
 * What every page shows around itself (spec 7, refresh on layout load): settings, status, groups, providers. The
 * providers load in the browser only, at a navigation's layout load: of the pages only the providers' own render them,
 * and those load them themselves; in every server page's HTML they were the one part that grows with the catalogue
 * (issue 37: 111 providers of a 5,000-game catalogue, 10 kB).
 */
const loadLayout: LoadPage = ({ fetch, api, locale }) =>
  Promise.all([
    fetch(siteSettingsQuery(api, locale)),
    fetch(statusQuery(api)),
    fetch(gameGroupsQuery(api)),
    fetch(childGroupsQuery(api)),
    import.meta.env.SSR || fetch(suppliersQuery(api)),
  ]);

export async function loader(args: LoaderFunctionArgs) {
  await loadOnServer(args, loadLayout);
  return { origin: new URL(args.request.url).origin };
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  await loadInBrowser(args, loadLayout);
  return { origin: window.location.origin };
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // The texts the browser needs before it can hydrate: fetched beside the scripts, not after them.
  preload(localeFileUrl(locale), { as: 'fetch', crossOrigin: 'anonymous' });
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d1020" />
        <meta name="color-scheme" content="dark" />
        {/* Keeps a button tapped before the app has started, to tap it again once it has (lib/early-clicks.tsx). */}
        <script dangerouslySetInnerHTML={{ __html: KEEP_EARLY_TAPS }} />
        {/* A stylesheet with a precedence is React's resource: it goes into the head before the scripts' preloads
            (as a plain link it came after 46 of them, and the page painted only once they had loaded). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The site search in the layout: the top bar's, and the phone panel's, which gets focus and closes on a choice. */
const search = (onNavigate?: () => void) =>
  onNavigate ? <DeferredSiteSearch focusOnOpen onNavigate={onNavigate} /> : <DeferredSiteSearch />;

/** The header's log-in: the dropdown on desktop, the login page elsewhere. */
const login = (href: string) => <LoginControl href={href} />;

/** The phone's logged-out panel (spec 2.5): loads with its machines on the first tap of the bottom bar's log-in. */
const LoginPanel = lazy(() =>
  import('./features/login/login-panel').then(({ LoginPanel }) => ({ default: LoginPanel })),
);
const loginPanel = (close: () => void) => (
  <Suspense>
    <LoginPanel onClose={close} />
  </Suspense>
);

/**
 * The return from the bank (spec 4 Bank login) or the payment provider (spec 4 Deposit): its code loads after the
 * page, and a return's dialog only when the session storage holds one, as most visits are not one.
 */
const ProviderReturn = lazy(() =>
  import('./shared/payments/provider-return').then(({ ProviderReturn }) => ({ default: ProviderReturn })),
);
const BankLoginReturn = lazy(() =>
  import('./features/login/bank-login-return').then(({ BankLoginReturn }) => ({ default: BankLoginReturn })),
);
const DepositReturn = lazy(() =>
  import('./features/deposit/deposit-return').then(({ DepositReturn }) => ({ default: DepositReturn })),
);

/** What the site asks of a logged-in player (spec 4): mounted by the layout for a player only, so no visitor loads it. */
const AccountPrompts = lazy(() =>
  import('./features/account-prompts/account-prompts').then(({ AccountPrompts }) => ({ default: AccountPrompts })),
);
const prompts = (
  <Suspense>
    <AccountPrompts />
  </Suspense>
);

/** The profile panel (spec 2.5) in the site frame: its provider, the header's dropdown and what opens it on a phone. */
const panel: PanelSlots = {
  provider: (frame) => <ProfilePanelProvider>{frame}</ProfilePanelProvider>,
  dropdown: (trigger) => <ProfileDropdown trigger={trigger} />,
  opener: (render) => <ProfilePanelOpener>{render}</ProfilePanelOpener>,
};

export default function App() {
  return (
    <SiteLayout
      search={search}
      welcome={<AffiliateWelcome />}
      login={login}
      panel={panel}
      loginPanel={loginPanel}
      prompts={prompts}
    >
      <Outlet />
      {/* Back from the bank (spec 4 Bank login): the bank sends the player to the site's home page. */}
      <Suspense>
        <ProviderReturn bankLogin={BankLoginReturn} deposit={DepositReturn} />
      </Suspense>
      {/* The site settings' popups, once per session, after the page has hydrated (no popup during maintenance). */}
      <SitePopups />
    </SiteLayout>
  );
}

/** An unknown page (HTTP 404) gets the not-found page inside the site; anything else the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteLayout search={search} login={login} panel={panel}>
        <NotFoundPage />
      </SiteLayout>
    );
  }
  return <ErrorPage />;
}
