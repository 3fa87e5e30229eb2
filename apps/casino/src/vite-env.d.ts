/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The error-reporting address; reporting is off without it. */
  readonly VITE_SENTRY_DSN?: string;
  /** production (the default), staging or anything else; reporting runs only in production and staging. */
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  /** The live chat provider's widget script (https); the widget loads only with it. */
  readonly VITE_CHAT_SCRIPT_URL?: string;
}
