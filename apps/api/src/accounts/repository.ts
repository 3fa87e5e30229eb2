import { and, desc, eq, gt, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { namedReadOf } from '../db/named-read.ts';
import {
  activities,
  avatars,
  bankLogins,
  documents,
  endedSessions,
  oneTimeCodes,
  players,
  sessions,
  type BankIdentity,
  type CodePurpose,
} from './schema.ts';

/** A player's row, as the repository reads it. */
export type PlayerRow = typeof players.$inferSelect;

/** Columns of a player to change, by their names in the table. */
export type PlayerChanges = Partial<typeof players.$inferInsert>;

export type DocumentRow = typeof documents.$inferSelect;

export type BankLogin = typeof bankLogins.$inferSelect;

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

/** Columns of a one-time code to change, by their names in the table. */
export type CodeChanges = Partial<typeof oneTimeCodes.$inferInsert>;

// Players

/** The player's row; undefined when there is no such player. */
export async function findPlayer(db: Database | Tx, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row;
}

/** The language the player chose (the app keeps it with changeLanguage), if any. */
export async function playerLanguage(db: Database | Tx, id: number) {
  const [row] = await db.select({ language: players.language }).from(players).where(eq(players.id, id));
  return row?.language;
}

/** The player of an e-mail address as stored (lower-cased and trimmed); undefined when there is none. */
export async function findPlayerByEmail(db: Database | Tx, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.email, email));
  return row;
}

/** The columns of the contract's Player, by its field names. */
const playerColumns = {
  userId: players.id,
  nickName: players.nickName,
  firstName: players.firstName,
  lastName: players.lastName,
  address: players.address,
  houseNumber: players.houseNumber,
  zipCode: players.zipCode,
  city: players.city,
  email: players.email,
  phoneNumber: players.phoneNumber,
  phoneNumberVerified: players.phoneNumberVerified,
  country: players.country,
  receiveEmail: players.receiveEmail,
  receiveSms: players.receiveSms,
  lastLoginTime: players.lastLoginTime,
};

/** Only the columns of the player that the contract's Player shows, by its field names; undefined when none. */
export async function findPlayerColumns(db: Database | Tx, id: number) {
  const [row] = await db.select(playerColumns).from(players).where(eq(players.id, id));
  return row;
}

const otherPlayer = (exceptId: number | undefined) => (exceptId === undefined ? undefined : ne(players.id, exceptId));

/** Whether a player other than `exceptId` has the (normalised) e-mail address. */
export async function isEmailTaken(db: Database | Tx, email: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.email, email), otherPlayer(exceptId)));
  return taken !== undefined;
}

/** Whether a player other than `exceptId` has the nickname in any case. */
export async function isNickNameTaken(db: Database | Tx, nickName: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(sql`lower(${players.nickName}) = ${nickName.toLowerCase()}`, otherPlayer(exceptId)));
  return taken !== undefined;
}

/** Whether a player other than `exceptId` has the phone number. */
export async function isPhoneNumberTaken(db: Database | Tx, phoneNumber: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.phoneNumber, phoneNumber), otherPlayer(exceptId)));
  return taken !== undefined;
}

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

/** Moves the player's login times on: the current login becomes the last one, `now` the current one. */
export async function moveLoginTimes(db: Database | Tx, playerId: number, now: Date): Promise<void> {
  const [player] = await db
    .select({ currentLoginTime: players.currentLoginTime })
    .from(players)
    .where(eq(players.id, playerId));
  await db
    .update(players)
    .set({ lastLoginTime: player?.currentLoginTime ?? null, currentLoginTime: now })
    .where(eq(players.id, playerId));
}

// Sessions

/**
 * A session's row, read on every call that changes state, as a named read (`namedRead`: prepared once per
 * connection, no drizzle in between), so that what guards every round costs as little as it can.
 */
const sessionRead = namedReadOf(
  'read_session',
  `select player_id, (extract(epoch from last_seen_time) * 1000)::bigint,
    (extract(epoch from expires_time) * 1000)::bigint from sessions where id_hash = $1`,
);

/** The session of a cookie's hash, its times in epoch ms; undefined when there is none. */
export async function readSession(
  db: Database,
  idHash: string,
): Promise<{ playerId: number; lastSeen: number; expires: number } | undefined> {
  const [row] = await sessionRead(db)([idHash]);
  if (!row) return undefined;
  const [playerId, lastSeen, expires] = row.map(Number) as [number, number, number];
  return { playerId, lastSeen, expires };
}

/** Stores a new session under the hash of its cookie. */
export async function insertSession(db: Database | Tx, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Moves the session's last-seen time to `lastSeen`. */
export async function touchSession(db: Database | Tx, idHash: string, lastSeen: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenTime: lastSeen }).where(eq(sessions.idHash, idHash));
}

/**
 * Ends the sessions `where` selects: deletes them and keeps each one's start and end in `ended_sessions`, in one
 * statement.
 */
async function endSessions(db: Database | Tx, where: SQL | undefined): Promise<void> {
  await db.execute(sql`
    with gone as (delete from ${sessions} where ${where} returning player_id, created_time)
    insert into ${endedSessions} (player_id, created_time, ended_time) select player_id, created_time, now() from gone`);
}

/** Ends the session of a cookie's hash. */
export async function deleteSession(db: Database | Tx, idHash: string): Promise<void> {
  await endSessions(db, eq(sessions.idHash, idHash));
}

/** Ends every session of the player but the one of `keepIdHash`, if given. */
export async function deleteOtherSessions(
  db: Database | Tx,
  playerId: number,
  keepIdHash: string | undefined,
): Promise<void> {
  await endSessions(
    db,
    keepIdHash === undefined
      ? eq(sessions.playerId, playerId)
      : and(eq(sessions.playerId, playerId), ne(sessions.idHash, keepIdHash)),
  );
}

/**
 * The player's sessions that began at or after each of `starts`, and their length in seconds, as `[count, seconds]`
 * per start: the ended ones to their end, the others (open, or expired without a logout) to their last request.
 */
export async function sessionTimes(db: Database, playerId: number, starts: Date[]): Promise<[number, number][]> {
  const from = new Date(Math.min(...starts.map((start) => start.getTime()))).toISOString();
  const sums = starts.map((start) => {
    const since = sql`created_time >= ${start.toISOString()}::timestamptz`;
    return sql`count(*) filter (where ${since}),
      coalesce(floor(sum(greatest(extract(epoch from end_time - created_time), 0)) filter (where ${since})), 0)`;
  });
  const result = await db.execute(sql`
    select array[${sql.join(sums, sql`, `)}]::text[] as sums from (
      select created_time, last_seen_time as end_time from ${sessions}
        where player_id = ${playerId} and created_time >= ${from}::timestamptz
      union all
      select created_time, ended_time from ${endedSessions}
        where player_id = ${playerId} and created_time >= ${from}::timestamptz
    ) as spans`);
  const values = ((result as unknown as { rows: { sums: string[] }[] }).rows[0]?.sums ?? []).map(Number);
  return starts.map((_, index) => [values[2 * index] ?? 0, values[2 * index + 1] ?? 0]);
}

/** When the session of `idHash` began, or null when it no longer exists. */
export async function sessionStartTime(db: Database, idHash: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdTime: sessions.createdTime })
    .from(sessions)
    .where(eq(sessions.idHash, idHash));
  return row?.createdTime ?? null;
}

// One-time codes

/** Voids the player's unused codes of `purpose`: they expire at `now`. */
export async function expireUnusedCodes(
  db: Database | Tx,
  playerId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ expiresTime: now })
    .where(and(eq(oneTimeCodes.playerId, playerId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedTime)));
}

/** Stores an issued code, kept under its hash. */
export async function insertCode(db: Database | Tx, code: typeof oneTimeCodes.$inferInsert): Promise<void> {
  await db.insert(oneTimeCodes).values(code);
}

/** The code of `purpose` with the hash `codeHash`, used or not, expired or not; undefined when there is none. */
export async function findCode(
  db: Database | Tx,
  codeHash: string,
  purpose: CodePurpose,
): Promise<OneTimeCode | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, purpose)));
  return row;
}

/** Marks the code used now; false when it was used already (another request claimed it first). */
export async function claimCode(db: Database | Tx, id: number): Promise<boolean> {
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedTime: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedTime)))
    .returning({ id: oneTimeCodes.id });
  return used !== undefined;
}

/** The player's latest unused code of `purpose`, expired or not; undefined when there is none. */
export async function findLatestUnusedCode(
  db: Database | Tx,
  playerId: number,
  purpose: CodePurpose,
): Promise<OneTimeCode | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.playerId, playerId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedTime)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** Changes the code's columns. */
export async function updateCode(db: Database | Tx, id: number, changes: CodeChanges): Promise<void> {
  await db.update(oneTimeCodes).set(changes).where(eq(oneTimeCodes.id, id));
}

/** When the last of the player's unused, unexpired codes of `purpose` expires; null when none is live. */
export async function liveCodeExpiry(db: Database | Tx, playerId: number, purpose: CodePurpose): Promise<Date | null> {
  const [row] = await db
    .select({ expiresTime: oneTimeCodes.expiresTime })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.playerId, playerId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedTime),
        gt(oneTimeCodes.expiresTime, new Date()),
      ),
    )
    .orderBy(desc(oneTimeCodes.expiresTime))
    .limit(1);
  return row?.expiresTime ?? null;
}

/** The codes of `purpose` issued to the player, the latest first: where each went, when, and whether it was used. */
export async function listIssuedCodes(db: Database | Tx, playerId: number, purpose: CodePurpose) {
  return db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.playerId, playerId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.id));
}

// Avatars

/** The picture of avatar `id` in the set of `setSize` pictures; undefined when the set has none such. */
export async function findAvatarUrl(db: Database | Tx, setSize: number, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ url: avatars.url })
    .from(avatars)
    .where(and(eq(avatars.setSize, setSize), eq(avatars.id, id)));
  return row?.url;
}

// Activities

/** Records an activity of the player (a login). */
export async function insertActivity(db: Database | Tx, activity: typeof activities.$inferInsert): Promise<void> {
  await db.insert(activities).values(activity);
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

// Documents

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

// Bank logins

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
