import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import type { PlayerRow } from './players.ts';
import { activities, avatars, bankLogins, documents, players, type BankIdentity } from './schema.ts';

/** Columns of a player to change, by their names in the table. */
export type PlayerChanges = Partial<typeof players.$inferInsert>;

export type DocumentRow = typeof documents.$inferSelect;

export type BankLogin = typeof bankLogins.$inferSelect;

/** Opens a registered player's account; undefined when the e-mail address is taken (the unique index decides). */
export async function insertPlayer(
  db: Database | Tx,
  player: typeof players.$inferInsert,
): Promise<PlayerRow | undefined> {
  const [row] = await db.insert(players).values(player).onConflictDoNothing().returning();
  return row;
}

/** Changes the player's columns. */
export async function updatePlayer(db: Database | Tx, playerId: number, changes: PlayerChanges): Promise<void> {
  await db.update(players).set(changes).where(eq(players.id, playerId));
}

/** Changes the player's columns: the row as changed, or undefined when there is no such player. */
export async function updatePlayerReturning(
  db: Database | Tx,
  playerId: number,
  changes: PlayerChanges,
): Promise<PlayerRow | undefined> {
  const [row] = await db.update(players).set(changes).where(eq(players.id, playerId)).returning();
  return row;
}

/**
 * The account of a person a provider identified (bank login or Pay N Play deposit): found by the proven identity, or
 * opened now (two first logins at once: the unique identity decides, both get the same account).
 */
export async function accountOfIdentity(
  db: Database | Tx,
  country: string,
  identity: BankIdentity,
): Promise<PlayerRow> {
  const bankIdentity = `${country}:${identity.personalCode}`;
  await db
    .insert(players)
    .values({
      bankIdentity,
      firstName: identity.firstName,
      lastName: identity.lastName,
      birthDate: identity.birthDate,
      address: identity.address ?? null,
      zipCode: identity.zipCode ?? null,
      city: identity.city ?? null,
      country,
      language: country === 'EST' ? 'et' : 'fi',
      status: 'active',
      identityVerified: true,
    })
    .onConflictDoNothing();
  const [player] = await db.select().from(players).where(eq(players.bankIdentity, bankIdentity));
  return player!;
}

/** A loyalty point for every whole euro wagered with real money (cents). */
const WAGER_PER_LOYALTY_POINT = 100;

/**
 * Counts the player's real-money wagering, `wagered` cents in all time, into the loyalty points: a point for every
 * whole euro not counted yet. One conditional statement, so a round counted twice or out of order (parallel rounds,
 * the larger total first) adds nothing, and the euros add up across rounds of cents.
 */
export async function earnLoyaltyPoints(db: Database | Tx, playerId: number, wagered: number): Promise<void> {
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

/** The picture of avatar `id` in the set of `setSize` pictures; undefined when the set has none such. */
export async function findAvatarUrl(db: Database | Tx, setSize: number, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ url: avatars.url })
    .from(avatars)
    .where(and(eq(avatars.setSize, setSize), eq(avatars.id, id)));
  return row?.url;
}

/** The `limit` latest activities of the player, the latest first. */
export async function listActivities(db: Database | Tx, playerId: number, limit: number) {
  return db
    .select({ type: activities.type, createdTime: activities.createdTime })
    .from(activities)
    .where(eq(activities.playerId, playerId))
    .orderBy(desc(activities.createdTime), desc(activities.id))
    .limit(limit);
}

/** How many activities the player has in all. */
export async function countActivities(db: Database | Tx, playerId: number): Promise<number> {
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(activities)
    .where(eq(activities.playerId, playerId));
  return total?.count ?? 0;
}

/** The player's documents, the latest upload first. */
export async function listDocuments(db: Database | Tx, playerId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.playerId, playerId))
    .orderBy(desc(documents.uploadTime), desc(documents.id));
}

/** Stores an uploaded document: its row, or undefined when none was written. */
export async function insertDocument(
  db: Database | Tx,
  document: typeof documents.$inferInsert,
): Promise<DocumentRow | undefined> {
  const [row] = await db.insert(documents).values(document).returning();
  return row;
}

/** Starts a bank login, kept under the hash of its token. */
export async function insertBankLogin(db: Database | Tx, login: typeof bankLogins.$inferInsert): Promise<void> {
  await db.insert(bankLogins).values(login);
}

/** The bank login of a token's hash, unless it has expired. */
export async function findLiveBankLogin(db: Database | Tx, tokenHash: string): Promise<BankLogin | undefined> {
  const [row] = await db
    .select()
    .from(bankLogins)
    .where(and(eq(bankLogins.tokenHash, tokenHash), gt(bankLogins.expiresTime, new Date())));
  return row;
}

/** Records what the provider reported of a bank login: its new status and the identity it proved, if any. */
export async function recordIdentification(
  db: Database | Tx,
  tokenHash: string,
  status: BankLogin['status'],
  identity: BankIdentity | null,
): Promise<void> {
  await db.update(bankLogins).set({ status, identity }).where(eq(bankLogins.tokenHash, tokenHash));
}

/** Marks an identified bank login used; false when it is not identified (another request claimed it first). */
export async function claimBankLogin(db: Database | Tx, tokenHash: string): Promise<boolean> {
  const [claimed] = await db
    .update(bankLogins)
    .set({ status: 'ok' })
    .where(and(eq(bankLogins.tokenHash, tokenHash), eq(bankLogins.status, 'identified')))
    .returning({ tokenHash: bankLogins.tokenHash });
  return claimed !== undefined;
}
