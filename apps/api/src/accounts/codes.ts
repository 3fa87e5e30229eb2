import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ACTIVATION_LINK_DAYS, DAY_MS, MINUTE_MS } from '@casino/flows/rules';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { ApiError } from '../http/api-error.ts';
import { oneTimeCodes, type CodePurpose } from './schema.ts';
import type { Database, Tx } from '../db/database.ts';

/** How long a code stays valid. */
const lifetimeOf: Record<CodePurpose, number> = {
  activation: ACTIVATION_LINK_DAYS * DAY_MS,
  passwordReset: 60 * MINUTE_MS,
  emailVerification: 30 * MINUTE_MS,
  smsVerification: 10 * MINUTE_MS,
};

/** Wrong tries of a short code before it is void. */
const SHORT_CODE_ATTEMPTS = 5;

const isShort = (purpose: CodePurpose) => purpose === 'emailVerification' || purpose === 'smsVerification';

const hashOf = (purpose: CodePurpose, code: string) => createHash('sha256').update(`${purpose}:${code}`).digest('hex');

/**
 * Issues a code for the player, sent to `target`: 6 digits for the e-mail and SMS verification, 128 random bits
 * (32 hex digits) for activation and password reset. A new short code voids the earlier ones of its purpose.
 */
export async function issueCode(db: Database, playerId: number, purpose: CodePurpose, target: string) {
  const code = isShort(purpose) ? String(randomInt(0, 1_000_000)).padStart(6, '0') : randomBytes(16).toString('hex');
  const now = new Date();
  if (isShort(purpose))
    await db
      .update(oneTimeCodes)
      .set({ expiresTime: now })
      .where(
        and(eq(oneTimeCodes.playerId, playerId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedTime)),
      );
  await db.insert(oneTimeCodes).values({
    playerId,
    purpose,
    codeHash: hashOf(purpose, code),
    target,
    createdTime: now,
    expiresTime: new Date(now.getTime() + lifetimeOf[purpose]),
  });
  return code;
}

/** Uses an activation or reset code: its player, or 183 (unknown or expired) or 209 (already used). */
export async function redeemCode(db: Database, purpose: CodePurpose, code: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, hashOf(purpose, code)), eq(oneTimeCodes.purpose, purpose)));
  if (!row || row.expiresTime.getTime() <= Date.now()) throw ApiError.of('codeNotFound', 'Code not found');
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedTime: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedTime)))
    .returning({ id: oneTimeCodes.id });
  if (!used) throw ApiError.of('codeUsed', 'Code already used');
  return { playerId: row.playerId, target: row.target };
}

/**
 * Checks a short code against the player's latest one of `purpose` sent to `target`: true and used when it
 * matches; false otherwise, and after 5 wrong tries the code is void.
 */
export async function redeemShortCode(
  db: Database,
  playerId: number,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.playerId, playerId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedTime)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!row || row.target !== target || row.expiresTime.getTime() <= Date.now()) return false;
  if (row.codeHash === hashOf(purpose, code.trim())) {
    await db.update(oneTimeCodes).set({ usedTime: new Date() }).where(eq(oneTimeCodes.id, row.id));
    return true;
  }
  const attempts = row.attempts + 1;
  await db
    .update(oneTimeCodes)
    .set({ attempts, ...(attempts >= SHORT_CODE_ATTEMPTS ? { expiresTime: new Date() } : {}) })
    .where(eq(oneTimeCodes.id, row.id));
  return false;
}

/** When the last of the player's unused, unexpired codes of `purpose` expires; null when none is live. */
export async function liveCodeExpiry(db: Database, playerId: number, purpose: CodePurpose): Promise<Date | null> {
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
