import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredPrefix, serviceDocuments, serviceNames, type ServiceName } from './contract/services.ts';

export interface Config {
  nodeEnv: string;
  port: number;
  /** Interface to listen on. 127.0.0.1 by default so a dev server is not exposed; use 0.0.0.0 in a container. */
  host: string;
  /** The public origin of the site (used in links the server builds). */
  siteOrigin: string;
  /** PostgreSQL connection string; when unset the server uses embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder (one process per folder, guarded by `<dataDir>.lock`). */
  dataDir: string;
  /** The built app to serve at `/` with an SPA fallback; unset serves the services only. */
  staticDir: string | undefined;
  /** URL prefix of each service; defaults are the documents' `servers[0].url`. */
  prefixes: Record<ServiceName, string>;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));

function normalisePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  return port;
}

/** Reads every setting from the environment, with the defaults documented in apps/api/README.md. */
export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(env.PORT);
  const nonEmpty = (name: string) => (env[name] ? env[name] : undefined);
  const prefixes = Object.fromEntries(
    serviceNames.map((name) => [
      name,
      normalisePrefix(nonEmpty(serviceDocuments[name].prefixEnv) ?? declaredPrefix(name)),
    ]),
  ) as Record<ServiceName, string>;
  const staticDir = nonEmpty('STATIC_DIR');
  const nodeEnv = nonEmpty('NODE_ENV') ?? 'development';
  return {
    nodeEnv,
    port,
    host: nonEmpty('HOST') ?? '127.0.0.1',
    siteOrigin: (nonEmpty('SITE_ORIGIN') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: nonEmpty('DATABASE_URL'),
    dataDir: resolve(nonEmpty('DATA_DIR') ?? defaultDataDir),
    staticDir: staticDir === undefined ? undefined : resolve(staticDir),
    prefixes,
    logLevel: nonEmpty('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
