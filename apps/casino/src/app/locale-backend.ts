import type { BackendModule, ReadCallback } from 'i18next';

export interface LocaleBackendOptions {
  /** Where a locale file lives; `{{lng}}` and `{{ns}}` are filled in. */
  loadPath: string;
  fetch?: typeof fetch;
}

class ClientError extends Error {}

/**
 * Loads the static locale files (spec 7 "Other": public/locales/{lng}/{ns}.json). A network failure, a 5xx answer or
 * an unreadable body is reported as retryable, so i18next retries it (its maxRetries and retryTimeout); a 4xx is final.
 */
export class LocaleBackend implements BackendModule<LocaleBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private options: LocaleBackendOptions = { loadPath: '/locales/{{lng}}/{{ns}}.json' };

  init(_services: unknown, options: Partial<LocaleBackendOptions>): void {
    this.options = { ...this.options, ...options };
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.options.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    (this.options.fetch ?? fetch)(url)
      .then((response) => {
        if (response.ok) return response.json();
        const error = new Error(`${url}: HTTP ${response.status}`);
        throw response.status >= 500 ? error : new ClientError(error.message);
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), !(error instanceof ClientError)),
      );
  }
}
