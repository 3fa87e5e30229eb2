import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { changesState } from '../http/csrf.ts';
import { isSecureRequest } from '../http/security-headers.ts';
import { SIGNED_IN_COOKIE } from '@casino/flows/rules';
import {
  deleteOtherSessions,
  deleteSession,
  insertActivity,
  insertSession,
  moveLoginTimes,
  readSession,
  touchSession,
} from './repository.ts';

/**
 * The session cookie: an opaque random id of 256 bits; the database keeps only its SHA-256. Over HTTPS it is
 * `__Host-` prefixed and Secure, so no subdomain or plain-http page can set or overwrite it; on plain http (local
 * development) a browser would refuse that prefix, so it goes without.
 */
export const SESSION_COOKIE = 'casino_session';
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Set beside the session cookie, readable by the page's script and holding nothing secret (the flows' rules). */
export { SIGNED_IN_COOKIE };

/** The session of a request. `idHash` identifies it in the `sessions` table. */
export interface PlayerSession {
  playerId: number;
  idHash: string;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

/** A session as a process remembers it: times in epoch ms; `checked` is when it was last read from the table. */
interface KnownSession {
  playerId: number;
  lastSeen: number;
  expires: number;
  checked: number;
}

/** The most sessions a process remembers; the least recently read is forgotten first. */
const KNOWN_SESSIONS_MAX = 50_000;

/** Whether the request may change state (csrf.ts's rule), so that its session must be read from the table. */
const mayChangeState = (request: FastifyRequest) =>
  changesState(request.method, (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId);

/**
 * Server-side sessions (`sessions` table). A session ends at logout, after `sessionIdleSeconds` without a request,
 * and `sessionMaxSeconds` after it started. The last-seen time is written at most once per `touchSeconds`, so the
 * idle timeout is exact to within that interval.
 *
 * A call that may change state (every method but GET, HEAD and OPTIONS, and the three state-changing GETs: every
 * round, payment, withdrawal and account change) reads its session from the table, so a session ended by any
 * process of the database (logout, a password change, expiry) moves no money and changes nothing from the moment
 * it ended. Reads are served from what the process remembers: it reads a session again only after
 * `sessionCacheSeconds`, so most reads need no query for their session; every change this process makes updates
 * what it remembers at once, and a session ended by another process may still be shown data here for that long.
 */
export class Sessions {
  private readonly resolved = new WeakMap<FastifyRequest, Promise<PlayerSession | null>>();
  private readonly known = new Map<string, KnownSession>();
  private readonly touchMs: number;
  private readonly idleMs: number;
  private readonly cacheMs: number;
  private readonly admissions: ((playerId: number) => Promise<void>)[] = [];

  constructor(
    private readonly db: Database,
    private readonly config: Pick<
      Config,
      'siteOrigin' | 'sessionIdleSeconds' | 'sessionMaxSeconds' | 'sessionCacheSeconds'
    >,
  ) {
    this.touchMs = Math.min(60, Math.ceil(config.sessionIdleSeconds / 4)) * 1000;
    this.idleMs = config.sessionIdleSeconds * 1000;
    this.cacheMs = config.sessionCacheSeconds * 1000;
  }

  /** The session cookie's name and flags for a request: `__Host-` and Secure over HTTPS. */
  private cookieOf(request: FastifyRequest) {
    const secure = isSecureRequest(request, this.config);
    return { name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, secure };
  }

  /**
   * The request's session, or null: no cookie, an unknown one, or one that has ended. Looked up once per request,
   * from the table when `fresh` (by default when the request may change state).
   */
  current(request: FastifyRequest, fresh = mayChangeState(request)): Promise<PlayerSession | null> {
    let session = this.resolved.get(request);
    if (!session) {
      session = this.lookUp(request.cookies[this.cookieOf(request).name], fresh);
      this.resolved.set(request, session);
    }
    return session;
  }

  /** The session of cookie `id`: from the table when `fresh` or not read within `sessionCacheSeconds`. */
  private async lookUp(id: string | undefined, fresh: boolean): Promise<PlayerSession | null> {
    if (!id) return null;
    const idHash = hashOf(id);
    const now = Date.now();
    let session = this.known.get(idHash);
    if (!session || fresh || now - session.checked >= this.cacheMs) {
      const row = await readSession(this.db, idHash);
      if (!row) {
        this.known.delete(idHash);
        return null;
      }
      session = { ...row, checked: now };
      this.remember(idHash, session);
    }
    if (now >= session.expires || now >= session.lastSeen + this.idleMs) {
      await this.forget(idHash);
      return null;
    }
    if (now - session.lastSeen >= this.touchMs) {
      session.lastSeen = now;
      await touchSession(this.db, idHash, new Date(now));
    }
    return { playerId: session.playerId, idHash };
  }

  private remember(idHash: string, session: KnownSession): void {
    this.known.delete(idHash);
    this.known.set(idHash, session);
    if (this.known.size > KNOWN_SESSIONS_MAX) this.known.delete(this.known.keys().next().value!);
  }

  /** Ends a session: forgotten here and deleted from the table. */
  private async forget(idHash: string): Promise<void> {
    this.known.delete(idHash);
    await deleteSession(this.db, idHash);
  }

  /** Adds a check that every login must pass (it throws the refusal), run before any session starts. */
  admit(check: (playerId: number) => Promise<void>): void {
    this.admissions.push(check);
  }

  /**
   * Logs the player in (after the checks added with `admit`): ends the request's previous session (the id is rotated at every login), stores a new one,
   * sets its cookie, records the login in the player's activity and moves the player's login times on.
   */
  async start(request: FastifyRequest, reply: FastifyReply, playerId: number, type = 'login'): Promise<void> {
    for (const check of this.admissions) await check(playerId);
    const previous = await this.current(request);
    if (previous) await this.forget(previous.idHash);
    const id = randomBytes(32).toString('base64url');
    const idHash = hashOf(id);
    const now = new Date();
    const expires = new Date(now.getTime() + this.config.sessionMaxSeconds * 1000);
    await insertSession(this.db, { idHash, playerId, createdTime: now, lastSeenTime: now, expiresTime: expires });
    this.remember(idHash, { playerId, lastSeen: now.getTime(), expires: expires.getTime(), checked: now.getTime() });
    await insertActivity(this.db, { playerId, type, createdTime: now });
    await moveLoginTimes(this.db, playerId, now);
    this.resolved.set(request, Promise.resolve({ playerId, idHash }));
    const { name, secure } = this.cookieOf(request);
    reply.setCookie(name, id, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', sameSite: 'lax', secure });
  }

  /** Logs out: ends the request's session on the server and clears the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const session = await this.current(request);
    if (session) await this.forget(session.idHash);
    this.resolved.set(request, Promise.resolve(null));
    const { name, secure } = this.cookieOf(request);
    reply.clearCookie(name, { path: '/', secure });
    reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', secure });
  }

  /** Ends every session of the player but `keep` (after a password change or reset). */
  async endOthers(playerId: number, keep?: PlayerSession): Promise<void> {
    for (const [idHash, session] of this.known)
      if (session.playerId === playerId && idHash !== keep?.idHash) this.known.delete(idHash);
    await deleteOtherSessions(this.db, playerId, keep?.idHash);
  }
}

/** Makes `requirePlayer` work in every route of `app` (call before registering the routes). */
export function registerSessions(app: FastifyInstance, sessionStore: Sessions): void {
  app.decorate('sessions', sessionStore);
}

/**
 * The logged-in player of a request, for every handler of a call that needs a session:
 *
 * ```ts
 * const { playerId } = await requirePlayer(request);
 * ```
 *
 * Without a live session it throws the catalogue's 115 (not logged in), answered as 401
 * `{success: false, errorCode: 115}`, which makes the app mark the user logged out.
 */
export async function requirePlayer(request: FastifyRequest): Promise<PlayerSession> {
  const session = await request.server.sessions.current(request);
  if (!session) throw ApiError.of('notLoggedIn', 'Not logged in');
  return session;
}

/**
 * The player of a real-money round, whose transaction checks that the session still exists (playRound's
 * `sessionIdHash`, read with the wallet locked): the session as this process remembers it, without the table read
 * that requirePlayer makes for every other call that changes state, so that the hottest call pays no round trip for
 * it. Throws 115 as requirePlayer does.
 */
export async function requireRoundPlayer(request: FastifyRequest): Promise<PlayerSession> {
  const session = await request.server.sessions.current(request, false);
  if (!session) throw ApiError.of('notLoggedIn', 'Not logged in');
  return session;
}
