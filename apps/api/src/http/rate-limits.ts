import { MINUTE_MS } from '@casino/flows/rules';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { ApiError } from './api-error.ts';
import { countRateLimitHit, deleteEndedRateLimits, readRateLimit } from './repository.ts';

type Key = (request: FastifyRequest) => string | Promise<string>;

interface Limit {
  max: number;
  windowSeconds: number;
  key: Key;
}

const byIp: Key = (request) => request.ip;
/** The e-mail of a login, password-reset or resend form (validated by the contract before this runs), normalised. */
const emailOf = ({ body }: FastifyRequest) =>
  String((typeof body === 'object' && body !== null && 'email' in body ? body.email : '') ?? '')
    .trim()
    .toLowerCase();
/** The player when logged in, else the client. */
const byPlayer: Key = async (request) => {
  const session = await request.server.sessions.current(request);
  return session ? `player:${session.playerId}` : request.ip;
};

const minutes = (n: number) => n * 60;

/**
 * Requests allowed per window, by operationId: the brute-force targets (passwords, codes, tokens) and the calls that
 * tell whether an e-mail, nickname or phone number is registered. Every request counts.
 */
const requestLimits: Record<string, Limit> = {
  login: { max: 30, windowSeconds: minutes(1), key: byIp },
  autoLogin: { max: 10, windowSeconds: minutes(1), key: byIp },
  triggerForgotPassword: { max: 5, windowSeconds: minutes(15), key: byIp },
  modifyForgotPassword: { max: 10, windowSeconds: minutes(15), key: byIp },
  activatePlayer: { max: 10, windowSeconds: minutes(15), key: byIp },
  // By the address, registered or not: nobody's inbox is flooded, and the limit tells nothing of who has an account.
  resendActivation: { max: 3, windowSeconds: minutes(60), key: emailOf },
  registerPlayer: { max: 20, windowSeconds: minutes(10), key: byIp },
  validateEmail: { max: 30, windowSeconds: minutes(1), key: byIp },
  validateNickName: { max: 30, windowSeconds: minutes(1), key: byIp },
  validatePhonenumber: { max: 30, windowSeconds: minutes(1), key: byIp },
  sendVerificationSms: { max: 3, windowSeconds: minutes(10), key: byPlayer },
  sendVerificationEmail: { max: 3, windowSeconds: minutes(10), key: byPlayer },
  verifySmsShortCode: { max: 10, windowSeconds: minutes(10), key: byPlayer },
  verifyEmailShortCode: { max: 10, windowSeconds: minutes(10), key: byPlayer },
  // Each sends the player a copy by e-mail: a handful an hour is plenty for a person, and floods nobody's inbox.
  sendSupportMessage: { max: 5, windowSeconds: minutes(60), key: byPlayer },
};

/** Wrong logins allowed per client and e-mail within the window; the next attempt is refused (429). */
const loginFailures: Limit = {
  max: 5,
  windowSeconds: minutes(15),
  key: (request) => `${request.ip}|${emailOf(request)}`,
};

const tooMany = (reply: FastifyReply, ttlInSeconds: number) => {
  reply.header('retry-after', ttlInSeconds);
  return ApiError.of('tooManyRequests', `Too many requests, try again in ${ttlInSeconds} s`, {
    expireTimestamp: Date.now() + ttlInSeconds * 1000,
  });
};

/** Counts wrong logins: `assertAllowed` before checking a password, `countFailure` after a wrong one. */
export interface LoginThrottle {
  assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  countFailure(request: FastifyRequest): Promise<void>;
}

/** How often a process deletes the counters whose window has ended. */
const PURGE_INTERVAL_MS = MINUTE_MS;

interface Count {
  /** Hits in the current window. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * A store for @fastify/rate-limit over the table `rate_limits`, so that every server process on the database shares
 * the counts: one upsert per counted request, which starts a new window when the old one has ended. Windows follow
 * the database's clock.
 */
function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  let purged = 0;
  async function purge() {
    if (Date.now() - purged < PURGE_INTERVAL_MS) return;
    purged = Date.now();
    await deleteEndedRateLimits(db);
  }

  async function increment(key: string, windowMs: number): Promise<Count> {
    await purge();
    return countRateLimitHit(db, key, windowMs);
  }

  async function read(key: string): Promise<Count> {
    return (await readRateLimit(db, key)) ?? { current: 0, ttl: 0 };
  }

  type Callback = (error: Error | null, result?: Count) => void;
  const answer = (count: Promise<Count>, callback: Callback) =>
    void count.then((result) => callback(null, result), callback);

  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      answer(increment(key, timeWindow), callback);
    }
    /** The count without counting (`{ increment: false }`). */
    read(key: string, callback: Callback) {
      answer(read(key), callback);
    }
    child() {
      return this;
    }
  };
}

/**
 * Brute-force protection with @fastify/rate-limit, counted in the database (`rate_limits`), so that the limits hold
 * across every server process on it: the request limits above, checked after validation, and the wrong-login
 * counter. A refusal is HTTP 429 with errorCode 429, `Retry-After`, and `params.expireTimestamp` when the window
 * ends. Must be registered before the routes.
 */
export async function registerRateLimits(app: FastifyInstance, db: Database): Promise<LoginThrottle> {
  await app.register(rateLimit, { global: false, store: databaseStore(db) });
  /** Each limit counts under its own name, as the store is shared. */
  const limiter = (name: string, { max, windowSeconds, key }: Limit) =>
    app.createRateLimit({
      max,
      timeWindow: windowSeconds * 1000,
      keyGenerator: async (request) => `${name}:${await key(request)}`,
    });

  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const limit = operationId === undefined ? undefined : requestLimits[operationId];
    if (!operationId || !limit) return;
    const check = limiter(operationId, limit);
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
      },
    ];
  });

  const failures = limiter('wrongLogin', loginFailures);
  return {
    async assertAllowed(request, reply) {
      const result = await failures(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) throw tooMany(reply, result.ttlInSeconds);
    },
    async countFailure(request) {
      await failures(request);
    },
  };
}
