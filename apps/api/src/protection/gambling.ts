import type { Database, Tx } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { readRegister } from './repository.ts';

// Whether a player may gamble or move money now. The wallet keeps each player's protections in its row and passes
// them in; the rules are here.

/** A flag the operator sets with the admin command (apps/api/README.md, "Wallet"); each makes one refusal reachable. */
export const playerFlags = [
  'pep',
  'sourceOfFunds',
  'riskBlock',
  'amlBlock',
  'selfExcluded',
  'withdrawalsBlocked',
  'transactionsBlocked',
] as const;
export type PlayerFlag = (typeof playerFlags)[number];

/** What the rules decide on: the operator's flags and the end of a cool-off. */
export interface Protections {
  flags: Partial<Record<PlayerFlag, boolean>>;
  coolOffUntil: Date | null;
}

const hasFlag = (protections: Pick<Protections, 'flags'>, flag: PlayerFlag) => protections.flags[flag] === true;

/** Refused with 217 during a cool-off, with its end as `params.expireTimestamp`; a limit change is refused so too. */
export function assertNoCoolOff({ coolOffUntil }: Pick<Protections, 'coolOffUntil'>, now = new Date()): void {
  if (coolOffUntil && coolOffUntil > now)
    throw ApiError.of('coolOffClosed', 'A cool-off is in force', { expireTimestamp: coolOffUntil.getTime() });
}

/**
 * Whether the player may gamble now: 217 during a cool-off and 238 when self-excluded. Called at login, deposit,
 * game launch and in every round's transaction.
 */
export function assertMayGamble(protections: Protections, now = new Date()): void {
  assertNoCoolOff(protections, now);
  if (hasFlag(protections, 'selfExcluded')) throw ApiError.of('selfExcluded', 'The player is self-excluded');
}

/** The operator's blocks of payments: 232 all transactions, then the flags that refuse deposits or withdrawals. */
export function assertPaymentsAllowed(protections: Pick<Protections, 'flags'>, kind: 'deposit' | 'withdrawal'): void {
  if (hasFlag(protections, 'transactionsBlocked')) throw ApiError.of('transactionsBlocked', 'Transactions are blocked');
  if (kind === 'deposit' && hasFlag(protections, 'pep'))
    throw ApiError.of('pepCheck', 'A politically exposed person needs a manual check');
  if (kind === 'withdrawal' && hasFlag(protections, 'withdrawalsBlocked'))
    throw ApiError.of('withdrawalBlocked', 'Withdrawals are blocked');
  if (hasFlag(protections, 'sourceOfFunds')) throw ApiError.of('sourceOfFunds', 'Provide the source of your funds');
  if (hasFlag(protections, 'riskBlock')) throw ApiError.of('riskBlocked', 'Blocked by the risk check');
  if (hasFlag(protections, 'amlBlock')) throw ApiError.of('amlBlocked', 'Blocked by the anti-money-laundering check');
}

/** The simulated national self-exclusion register must answer before a login or deposit (258 when it does not). */
export async function assertRegisterReachable(db: Database | Tx): Promise<void> {
  const row = await readRegister(db);
  if (row && !row.reachable)
    throw ApiError.of('selfExclusionUnreachable', 'The self-exclusion register cannot be reached; try again later');
}

/**
 * The check at every session start and real-money game launch (given to the sessions and to the catalogue by
 * src/domains.ts): the register answers, no cool-off, no self-exclusion.
 */
export async function admitToPlay(db: Database, protections: () => Promise<Protections>): Promise<void> {
  await assertRegisterReachable(db);
  assertMayGamble(await protections());
}
