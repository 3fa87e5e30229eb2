import type { Config } from '@react-router/dev/config';

/**
 * Framework mode: every page is rendered on the server (apps/api serves it on the services' origin) and hydrated in
 * the browser. The route modules live in src/routes; src/routes.ts builds the table from the named routes.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
