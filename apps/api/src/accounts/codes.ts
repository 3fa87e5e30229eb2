import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ACTIVATION_LINK_DAYS, DAY_MS, MINUTE_MS } from '@casino/flows/rules';
import { ApiError } from '../http/api-error.ts';
import type { CodePurpose } from './schema.ts';
import type { Database } from '../db/database.ts';
import { claimCode, expireUnusedCodes, findCode, findLatestUnusedCode, insertCode, updateCode } from './repository.ts';

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
  if (isShort(purpose)) await expireUnusedCodes(db, playerId, purpose, now);
  await insertCode(db, {
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
  const row = await findCode(db, hashOf(purpose, code), purpose);
  if (!row || row.expiresTime.getTime() <= Date.now()) throw ApiError.of('codeNotFound', 'Code not found');
  if (!(await claimCode(db, row.id))) throw ApiError.of('codeUsed', 'Code already used');
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
  const row = await findLatestUnusedCode(db, playerId, purpose);
  if (!row || row.target !== target || row.expiresTime.getTime() <= Date.now()) return false;
  if (row.codeHash === hashOf(purpose, code.trim())) {
    await updateCode(db, row.id, { usedTime: new Date() });
    return true;
  }
  const attempts = row.attempts + 1;
  await updateCode(db, row.id, { attempts, ...(attempts >= SHORT_CODE_ATTEMPTS ? { expiresTime: new Date() } : {}) });
  return false;
}
