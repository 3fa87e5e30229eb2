import { ERROR_TRACE_SAMPLE_RATE } from '@casino/flows';
import type { BrowserOptions } from '@sentry/react';

/** Spec 9, error reporting. */
const REPORTING_ENVIRONMENTS = ['production', 'staging'];
const DEFAULT_ENVIRONMENT = 'production';

type SentryEnv = Pick<ImportMetaEnv, 'VITE_SENTRY_DSN' | 'VITE_SENTRY_ENVIRONMENT'>;

/**
 * The error-reporting settings, or undefined when reporting is off: it runs only with an address set and in
 * production or staging. Transactions of the not-found page are dropped; no personal data is collected.
 */
export function sentryOptions(env: SentryEnv, isNotFoundPath: (path: string) => boolean): BrowserOptions | undefined {
  const environment = env.VITE_SENTRY_ENVIRONMENT || DEFAULT_ENVIRONMENT;
  if (!env.VITE_SENTRY_DSN || !REPORTING_ENVIRONMENTS.includes(environment)) return undefined;
  return {
    dsn: env.VITE_SENTRY_DSN,
    environment,
    tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
    ignoreErrors: ['Non-Error promise rejection captured'],
    beforeSendTransaction: (event) => (event.transaction && isNotFoundPath(event.transaction) ? null : event),
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
  };
}

/** Starts error reporting, loading the SDK only then; page loads and navigations are traced by their URL. */
export async function initSentry(options: BrowserOptions): Promise<void> {
  const Sentry = await import('@sentry/react');
  Sentry.init({ ...options, integrations: [Sentry.browserTracingIntegration()] });
}
