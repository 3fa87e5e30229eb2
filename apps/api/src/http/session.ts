import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { activities, players, sessions } from '../db/accounts-schema.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from './api-error.ts';

/** The session cookie: an opaque random id of 256 bits; the database keeps only its SHA-256. */
export const SESSION_COOKIE = 'casino_session';

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

/**
 * Server-side sessions (`sessions` table). A session ends at logout, after `sessionIdleSeconds` without a request,
 * and `sessionMaxSeconds` after it started. The last-seen time is written at most once per `touchSeconds`, so a
 * read is one query; the idle timeout is therefore exact to within that interval.
 */
export class Sessions {
  private readonly resolved = new WeakMap<FastifyRequest, Promise<PlayerSession | null>>();
  private readonly touchSeconds: number;
  private readonly admissions: ((playerId: number) => Promise<void>)[] = [];

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'siteOrigin' | 'sessionIdleSeconds' | 'sessionMaxSeconds'>,
  ) {
    this.touchSeconds = Math.min(60, Math.ceil(config.sessionIdleSeconds / 4));
  }

  /** The request's session, or null: no cookie, an unknown one, or one that has ended. Looked up once per request. */
  current(request: FastifyRequest): Promise<PlayerSession | null> {
    let session = this.resolved.get(request);
    if (!session) {
      session = this.lookUp(request.cookies[SESSION_COOKIE]);
      this.resolved.set(request, session);
    }
    return session;
  }

  private async lookUp(id: string | undefined): Promise<PlayerSession | null> {
    if (!id) return null;
    const idHash = hashOf(id);
    const [row] = await this.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    if (!row) return null;
    const now = Date.now();
    const idleEnd = row.lastSeenTime.getTime() + this.config.sessionIdleSeconds * 1000;
    if (now >= row.expiresTime.getTime() || now >= idleEnd) {
      await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
      return null;
    }
    if (now - row.lastSeenTime.getTime() >= this.touchSeconds * 1000)
      await this.db
        .update(sessions)
        .set({ lastSeenTime: new Date(now) })
        .where(eq(sessions.idHash, idHash));
    return { playerId: row.playerId, idHash };
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
    if (previous) await this.db.delete(sessions).where(eq(sessions.idHash, previous.idHash));
    const id = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.db.insert(sessions).values({
      idHash: hashOf(id),
      playerId,
      createdTime: now,
      lastSeenTime: now,
      expiresTime: new Date(now.getTime() + this.config.sessionMaxSeconds * 1000),
    });
    await this.db.insert(activities).values({ playerId, type, createdTime: now });
    const [player] = await this.db
      .select({ currentLoginTime: players.currentLoginTime })
      .from(players)
      .where(eq(players.id, playerId));
    await this.db
      .update(players)
      .set({ lastLoginTime: player?.currentLoginTime ?? null, currentLoginTime: now })
      .where(eq(players.id, playerId));
    this.resolved.set(request, Promise.resolve({ playerId, idHash: hashOf(id) }));
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.siteOrigin.startsWith('https:') || request.protocol === 'https',
    });
  }

  /** Logs out: ends the request's session on the server and clears the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const session = await this.current(request);
    if (session) await this.db.delete(sessions).where(eq(sessions.idHash, session.idHash));
    this.resolved.set(request, Promise.resolve(null));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Ends every session of the player but `keep` (after a password change or reset). */
  async endOthers(playerId: number, keep?: PlayerSession): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        keep ? and(eq(sessions.playerId, playerId), ne(sessions.idHash, keep.idHash)) : eq(sessions.playerId, playerId),
      );
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
  if (!session) throw new ApiError(115, 'Not logged in');
  return session;
}
