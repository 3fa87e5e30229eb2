import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { activities, players } from './schema.ts';
import type { Database, Tx } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { OK } from '../http/envelope.ts';
import { requirePlayer } from './sessions.ts';
import type { ServiceHandlers } from '../contract/handler-types.ts';
import {
  checkEmail,
  checkName,
  checkNickName,
  checkPhoneNumber,
  loadPlayer,
  sendCode,
  readPlayer,
  type AccountContext,
} from './players.ts';

/** How many of the latest activities the activity call lists (the count covers all). */
const ACTIVITY_PAGE = 50;

/** A loyalty point for every whole euro wagered with real money (cents). */
const WAGER_PER_LOYALTY_POINT = 100;

/**
 * Counts the player's real-money wagering, `wagered` cents in all time, into the loyalty points: a point for every
 * whole euro not counted yet. One conditional statement, so a round counted twice or out of order (parallel rounds,
 * the larger total first) adds nothing, and the euros add up across rounds of cents.
 */
export async function earnLoyaltyPoints(db: Database, playerId: number, wagered: number): Promise<void> {
  await db
    .update(players)
    .set({
      loyaltyPoints: sql`${players.loyaltyPoints} + (${wagered}::bigint / ${WAGER_PER_LOYALTY_POINT}) - (${players.loyaltyWagered} / ${WAGER_PER_LOYALTY_POINT})`,
      loyaltyWagered: wagered,
    })
    .where(and(eq(players.id, playerId), lt(players.loyaltyWagered, wagered)));
}

/**
 * Takes `points` off the player's loyalty points in the caller's transaction, if there are that many: the points
 * left, or undefined when there are fewer.
 */
export async function spendLoyaltyPoints(tx: Tx, playerId: number, points: number): Promise<number | undefined> {
  const [player] = await tx
    .update(players)
    .set({ loyaltyPoints: sql`${players.loyaltyPoints} - ${points}` })
    .where(and(eq(players.id, playerId), gte(players.loyaltyPoints, points)))
    .returning({ points: players.loyaltyPoints });
  return player?.points;
}

/** Loyalty levels by points; points are earned by wagering (earnLoyaltyPoints). */
const LOYALTY_LEVELS = [
  { from: 10_000, level: 'platinum' },
  { from: 5_000, level: 'gold' },
  { from: 1_000, level: 'silver' },
  { from: 0, level: 'bronze' },
] as const;

/** The player's own data: read, update, validate before update, language, activity, loyalty. */
export const profileHandlers = (context: AccountContext): ServiceHandlers<'player'> => {
  const { db } = context;
  /** The logged-in player, if any: the validation calls are open to visitors but ignore the player's own data. */
  const ownId = async (request: Parameters<typeof requirePlayer>[0]) =>
    (await request.server.sessions.current(request))?.playerId;

  return {
    getPlayer: async (request) => {
      const { playerId } = await requirePlayer(request);
      return { success: true, ...(await readPlayer(db, playerId)) };
    },

    updatePlayerFields: async (request) => {
      const { playerId } = await requirePlayer(request);
      const form = request.body;
      const player = await loadPlayer(db, playerId);
      const changes: Partial<typeof players.$inferInsert> = {};
      if (form.email !== undefined) {
        changes.email = await checkEmail(db, form.email, playerId);
        if (changes.email !== player.email) changes.emailVerified = false;
      }
      if (form.nickName !== undefined) changes.nickName = await checkNickName(db, form.nickName, playerId);
      if (form.phoneNumber !== undefined) {
        changes.phoneNumber = await checkPhoneNumber(db, form.phoneNumber, playerId);
        if (changes.phoneNumber !== player.phoneNumber) changes.phoneNumberVerified = false;
      }
      for (const field of ['firstName', 'lastName'] as const) {
        const value = form[field];
        if (value === undefined) continue;
        // A name the bank proved is the person's legal name; only support changes it (with documents).
        if (player.identityVerified && value.trim() !== player[field])
          throw ApiError.of('invalidField', 'A verified name cannot be changed', { field });
        changes[field] = checkName(field, value);
      }
      for (const field of ['address', 'zipCode', 'city'] as const) {
        const value = form[field];
        if (value !== undefined) changes[field] = value.trim() === '' ? null : value.trim();
      }
      for (const field of ['receiveEmail', 'receiveSms'] as const) {
        const value = form[field];
        if (value !== undefined) {
          changes[field] = value;
          changes.marketingConsentTime = new Date();
        }
      }
      // Unknown fields are dropped by the validation, which may leave nothing to update.
      if (Object.keys(changes).length === 0)
        throw ApiError.of('invalidRequest', 'Send at least one field to update', {
          location: 'body',
          rule: 'minProperties',
        });
      const [updated] = await db.update(players).set(changes).where(eq(players.id, playerId)).returning();
      if (!updated) throw ApiError.of('notLoggedIn', 'Not logged in');
      if (changes.emailVerified === false && updated.email)
        await sendCode(context, updated, 'emailCode', updated.email);
      return { success: true, ...(await readPlayer(db, playerId)) };
    },

    validateEmail: async (request) => {
      await checkEmail(db, request.body.email, await ownId(request));
      return OK;
    },

    validateNickName: async (request) => {
      await checkNickName(db, request.body.nickname, await ownId(request));
      return OK;
    },

    validatePhonenumber: async (request) => {
      await checkPhoneNumber(db, request.body.phonenumber, await ownId(request));
      return OK;
    },

    changeLanguage: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { language } = request.body;
      await db.update(players).set({ language }).where(eq(players.id, playerId));
      return OK;
    },

    getActivity: async (request) => {
      const { playerId } = await requirePlayer(request);
      const [rows, [total]] = await Promise.all([
        db
          .select({ type: activities.type, createdTime: activities.createdTime })
          .from(activities)
          .where(eq(activities.playerId, playerId))
          .orderBy(desc(activities.createdTime), desc(activities.id))
          .limit(ACTIVITY_PAGE),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(activities)
          .where(eq(activities.playerId, playerId)),
      ]);
      return {
        success: true,
        activities: rows.map((row) => ({ type: row.type, createdTime: row.createdTime.toISOString() })),
        count: total?.count ?? 0,
      };
    },

    getLoyalty: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { loyaltyPoints: points } = await loadPlayer(db, playerId);
      const level = LOYALTY_LEVELS.find((entry) => points >= entry.from)?.level ?? 'bronze';
      return { success: true, points, level };
    },
  };
};
