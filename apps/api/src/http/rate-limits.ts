import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

type Key = (request: FastifyRequest) => string | Promise<string>;

interface Limit {
  max: number;
  windowSeconds: number;
  key: Key;
}

const byIp: Key = (request) => request.ip;
const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
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
  registerPlayer: { max: 20, windowSeconds: minutes(10), key: byIp },
  validateEmail: { max: 30, windowSeconds: minutes(1), key: byIp },
  validateNickName: { max: 30, windowSeconds: minutes(1), key: byIp },
  validatePhonenumber: { max: 30, windowSeconds: minutes(1), key: byIp },
  sendVerificationSms: { max: 3, windowSeconds: minutes(10), key: byPlayer },
  sendVerificationEmail: { max: 3, windowSeconds: minutes(10), key: byPlayer },
  verifySmsShortCode: { max: 10, windowSeconds: minutes(10), key: byPlayer },
  verifyEmailShortCode: { max: 10, windowSeconds: minutes(10), key: byPlayer },
};

/** Wrong logins allowed per client and e-mail within the window; the next attempt is refused (429). */
const loginFailures: Limit = {
  max: 5,
  windowSeconds: minutes(15),
  key: (request) => `${request.ip}|${emailOf(request)}`,
};

const tooMany = (reply: FastifyReply, ttlInSeconds: number) => {
  reply.header('retry-after', ttlInSeconds);
  return new ApiError(429, `Too many requests, try again in ${ttlInSeconds} s`, {
    expireTimestamp: Date.now() + ttlInSeconds * 1000,
  });
};

/** Counts wrong logins: `assertAllowed` before checking a password, `countFailure` after a wrong one. */
export interface LoginThrottle {
  assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  countFailure(request: FastifyRequest): Promise<void>;
}

/**
 * Brute-force protection with @fastify/rate-limit (in-memory, per process): the request limits above, checked after
 * validation, and the wrong-login counter. A refusal is HTTP 429 with errorCode 429, `Retry-After`, and
 * `params.expireTimestamp` when the window ends. Must be registered before the routes.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<LoginThrottle> {
  await app.register(rateLimit, { global: false });
  const limiter = ({ max, windowSeconds, key }: Limit) =>
    app.createRateLimit({ max, timeWindow: windowSeconds * 1000, keyGenerator: key });

  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const limit = operationId === undefined ? undefined : requestLimits[operationId];
    if (!limit) return;
    const check = limiter(limit);
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
      },
    ];
  });

  const failures = limiter(loginFailures);
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
