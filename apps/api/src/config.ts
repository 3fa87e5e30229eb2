import { DAY_MS, MAINTENANCE_LOGO_HEIGHT, MAINTENANCE_LOGO_WIDTH } from '@casino/flows/rules';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredPrefix, serviceDocuments, serviceNames, type ServiceName } from './contract/services.ts';

/**
 * The settings of the whole server, read once from the environment (apps/api/README.md lists them). Every domain
 * reads its part from here; this file imports no domain.
 */

/**
 * The site's own logo, a seeded picture of 200 by 57; the maintenance screen shows it unless MAINTENANCE_LOGO_URL
 * names another.
 */
export const SITE_LOGO = '/images/logo.svg';

/** What the maintenance screen shows besides its message (spec 2.3): the app name and the logo with its size. */
export interface MaintenanceBranding {
  appName: string;
  logo: { url: string; width: number; height: number };
}

/** The money and protection settings (apps/api/README.md, "Wallet, payments and responsible gaming"). */
export interface WalletConfig {
  /** How long a raised or removed limit waits before the player can confirm it (LIMIT_COOLING_SECONDS, 24 h). */
  limitCoolingSeconds: number;
  /** Finland's rule: a FIN player sets daily and monthly deposit limits before a deposit (on unless REQUIRE_DEPOSIT_LIMITS=false). */
  requireDepositLimits: boolean;
  /** How long the demo provider takes to pay a withdrawal out; until then it can be cancelled. */
  withdrawalProcessingSeconds: number;
  /** The key of the payment provider's signed callbacks (PAYMENT_CALLBACK_SECRET; random per start when unset). */
  paymentCallbackSecret: string;
}

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
  /** The app's browser files, served at `/` (apps/casino/build/client); unset serves the services only. */
  staticDir: string | undefined;
  /** The app's server build that renders its pages (apps/casino/build/server/index.js); unset renders none. */
  appServer: string | undefined;
  /** URL prefix of each service; defaults are the documents' `servers[0].url`. */
  prefixes: Record<ServiceName, string>;
  logLevel: string;
  /** A session ends after this many seconds without a request (SESSION_IDLE_TIMEOUT). */
  sessionIdleSeconds: number;
  /** A session ends this many seconds after login, however active (SESSION_MAX_AGE). */
  sessionMaxSeconds: number;
  /**
   * How long a process trusts the session it read, for reads, before reading it again (SESSION_CACHE_SECONDS, 0 =
   * never): a session ended on another server process is refused here at once by every call that changes state, and
   * by reads within that time; on this process at once.
   */
  sessionCacheSeconds: number;
  /** The current versions of the terms and of the privacy policy; a player who accepted an older one is asked again. */
  termsVersion: number;
  privacyVersion: number;
  /** The brand's avatar set: 12 or 29 pictures (AVATAR_COUNT). */
  avatarCount: 12 | 29;
  /**
   * The maintenance screen's app name and logo (APP_NAME, MAINTENANCE_LOGO_URL, MAINTENANCE_LOGO_WIDTH and
   * MAINTENANCE_LOGO_HEIGHT): by default 'Casino' and the site's logo at 200 by 57 (spec 2.3, 9).
   */
  maintenanceBranding: MaintenanceBranding;
  /** Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=true), for the client IP of the rate limits. */
  trustProxy: boolean;
  /** Limits, withdrawals and the payment provider. */
  wallet: WalletConfig;
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

function parsePositive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return number;
}

function parseNonNegative(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number >= 0, got "${value}"`);
  return number;
}

/** A text setting: the fallback when unset or empty, else the trimmed text, which must not be blank. */
function parseText(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  const text = value.trim();
  if (text === '') throw new Error(`${name} must not be blank, got "${value}"`);
  return text;
}

/** A picture's address: a path on the site (`/images/logo.svg`) or an http(s) URL. */
function parseImageUrl(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (/^\/(?!\/)\S*$/.test(value) || (/^https?:\/\/\S+$/.test(value) && URL.canParse(value))) return value;
  throw new Error(`${name} must be a path on the site (/...) or an http(s) URL, got "${value}"`);
}

function parseAvatarCount(value: string | undefined): 12 | 29 {
  if (value === undefined || value === '' || value === '29') return 29;
  if (value === '12') return 12;
  throw new Error(`AVATAR_COUNT must be 12 or 29, got "${value}"`);
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
  const appServer = nonEmpty('APP_SERVER');
  const nodeEnv = nonEmpty('NODE_ENV') ?? 'development';
  return {
    nodeEnv,
    port,
    host: nonEmpty('HOST') ?? '127.0.0.1',
    siteOrigin: (nonEmpty('SITE_ORIGIN') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: nonEmpty('DATABASE_URL'),
    dataDir: resolve(nonEmpty('DATA_DIR') ?? defaultDataDir),
    staticDir: staticDir === undefined ? undefined : resolve(staticDir),
    appServer: appServer === undefined ? undefined : resolve(appServer),
    prefixes,
    logLevel: nonEmpty('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    sessionIdleSeconds: parsePositive('SESSION_IDLE_TIMEOUT', env.SESSION_IDLE_TIMEOUT, 30 * 60),
    sessionMaxSeconds: parsePositive('SESSION_MAX_AGE', env.SESSION_MAX_AGE, 12 * 60 * 60),
    sessionCacheSeconds: parseNonNegative('SESSION_CACHE_SECONDS', env.SESSION_CACHE_SECONDS, 5),
    termsVersion: parsePositive('TERMS_VERSION', env.TERMS_VERSION, 1),
    privacyVersion: parsePositive('PRIVACY_VERSION', env.PRIVACY_VERSION, 1),
    avatarCount: parseAvatarCount(env.AVATAR_COUNT),
    maintenanceBranding: {
      appName: parseText('APP_NAME', env.APP_NAME, 'Casino'),
      logo: {
        url: parseImageUrl('MAINTENANCE_LOGO_URL', env.MAINTENANCE_LOGO_URL, SITE_LOGO),
        width: parsePositive('MAINTENANCE_LOGO_WIDTH', env.MAINTENANCE_LOGO_WIDTH, MAINTENANCE_LOGO_WIDTH),
        height: parsePositive('MAINTENANCE_LOGO_HEIGHT', env.MAINTENANCE_LOGO_HEIGHT, MAINTENANCE_LOGO_HEIGHT),
      },
    },
    trustProxy: env.TRUST_PROXY === 'true',
    wallet: {
      limitCoolingSeconds: parseNonNegative('LIMIT_COOLING_SECONDS', env.LIMIT_COOLING_SECONDS, DAY_MS / 1000),
      requireDepositLimits: env.REQUIRE_DEPOSIT_LIMITS !== 'false',
      withdrawalProcessingSeconds: parseNonNegative(
        'WITHDRAWAL_PROCESSING_SECONDS',
        env.WITHDRAWAL_PROCESSING_SECONDS,
        300,
      ),
      paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET || randomBytes(32).toString('hex'),
    },
  };
}
