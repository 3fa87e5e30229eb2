import type { BrowserOptions } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { isNotFoundPath, markNotFound } from './routes';
import { sentryOptions } from './sentry';

type TransactionEvent = Parameters<NonNullable<BrowserOptions['beforeSendTransaction']>>[0];

const dsn = 'https://key@errors.example/1';

describe('sentryOptions', () => {
  it('turns reporting off without an address', () => {
    expect(sentryOptions({}, isNotFoundPath)).toBeUndefined();
    expect(
      sentryOptions({ VITE_SENTRY_DSN: '', VITE_SENTRY_ENVIRONMENT: 'production' }, isNotFoundPath),
    ).toBeUndefined();
  });

  it('reports only in production and staging, production being the default', () => {
    expect(sentryOptions({ VITE_SENTRY_DSN: dsn }, isNotFoundPath)?.environment).toBe('production');
    expect(
      sentryOptions({ VITE_SENTRY_DSN: dsn, VITE_SENTRY_ENVIRONMENT: 'staging' }, isNotFoundPath)?.environment,
    ).toBe('staging');
    expect(
      sentryOptions({ VITE_SENTRY_DSN: dsn, VITE_SENTRY_ENVIRONMENT: 'development' }, isNotFoundPath),
    ).toBeUndefined();
  });

  it('samples a tenth of the traces, ignores non-Error rejections and collects no personal data', () => {
    const options = sentryOptions({ VITE_SENTRY_DSN: dsn }, isNotFoundPath);
    expect(options).toMatchObject({
      dsn,
      tracesSampleRate: 0.1,
      ignoreErrors: ['Non-Error promise rejection captured'],
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    });
  });

  it('drops the transactions of the not-found page and keeps the others', () => {
    const drop = sentryOptions({ VITE_SENTRY_DSN: dsn }, isNotFoundPath)?.beforeSendTransaction;
    const transaction = (name: string): TransactionEvent => ({ type: 'transaction', transaction: name });
    expect(drop?.(transaction('/ei-ole/tassa'), {})).toBeNull();
    // A path of a page pattern that the app answered with the not-found page (an unknown content slug).
    expect(drop?.(transaction('/ei-ole'), {})).toEqual(transaction('/ei-ole'));
    markNotFound('/ei-ole');
    expect(drop?.(transaction('/ei-ole'), {})).toBeNull();
    expect(drop?.(transaction('/en'), {})).toEqual(transaction('/en'));
    expect(drop?.(transaction('/'), {})).toEqual(transaction('/'));
  });
});
