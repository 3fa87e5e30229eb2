import { randomBytes } from 'node:crypto';
import { DEPOSIT_MAX_DEFAULT, DEPOSIT_MIN_DEFAULT, isOldEnough } from '@casino/flows/rules';
import type { Database, Tx } from '../db/database.ts';
import {
  cancelPendingWithdrawal,
  depositsUsed,
  hashToken,
  insertPayment,
  insertStoredPaymentDetails,
  approvedWithdrawalReferences,
  lockPayment,
  markWithdrawalsApproved,
  markWithdrawalsPaid,
  paymentByReference,
  pendingWithdrawalReferences,
  refusePendingWithdrawal,
  settlePayment,
} from './repository.ts';
import { ApiError } from '../http/api-error.ts';
import { creditDepositCampaign } from '../bonuses/bonuses.ts';
import { accountOfIdentity } from '../accounts/repository.ts';
import { isLicensedCountry } from '../accounts/players.ts';
import type { WalletConfig } from '../config.ts';
import { assertMayGamble, assertPaymentsAllowed } from '../protection/gambling.ts';
import { assertWithinLimits, lacksRequiredDepositLimits } from '../protection/limits.ts';
import { limitRows } from '../protection/repository.ts';
import { toCents, toEur } from '../http/money.ts';
import { book, lockWallet } from '../wallet/wallet.ts';
import type { DepositOutcome, PaymentReports, WithdrawalReports } from './provider.ts';

/** The payment methods and their bounds in EUR (spec section 9: 10 and 100000). */
export const paymentMethods = [{ method: 'trustly', min: DEPOSIT_MIN_DEFAULT, max: DEPOSIT_MAX_DEFAULT }] as const;

const newReference = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;

/** The method by name (129 when there is no such method), with the amount in its bounds (117 with the bound). */
function checkPayment(method: string, cents: number) {
  const known = paymentMethods.find((candidate) => candidate.method === method);
  if (!known) throw ApiError.of('paymentNotAllowed', 'This payment method is not available');
  if (cents < toCents(known.min))
    throw ApiError.of('paymentAmount', `The amount must be at least ${known.min} EUR`, {
      paymentLimit: { minAmount: known.min },
    });
  if (cents > toCents(known.max))
    throw ApiError.of('paymentAmount', `The amount may be at most ${known.max} EUR`, {
      paymentLimit: { maxAmount: known.max },
    });
  return known;
}

/** What assertMayDeposit reads of a deposit of a known player. */
type DepositCheck = Pick<NewDeposit, 'playerCountry' | 'cents'> & { playerId: number };
const isKnown = (deposit: NewDeposit): deposit is NewDeposit & DepositCheck => deposit.playerId !== null;

/**
 * What a deposit must pass, for a player known before it (in the caller's transaction, wallet locked): the operator's
 * flags (232, 231, 234, 235, 260), cool-off and self-exclusion (217, 238), Finland's rule (237: a FIN player sets
 * daily and monthly deposit limits first; REQUIRE_DEPOSIT_LIMITS=false turns it off) and the deposit limits (122).
 */
async function assertMayDeposit(tx: Tx, config: WalletConfig, deposit: DepositCheck, now: Date) {
  const { playerId, playerCountry, cents } = deposit;
  const wallet = await lockWallet(tx, playerId);
  assertPaymentsAllowed(wallet, 'deposit');
  assertMayGamble(wallet, now);
  const rows = await limitRows(tx, playerId, 'deposit');
  if (config.requireDepositLimits && playerCountry === 'FIN' && lacksRequiredDepositLimits(rows, now))
    throw ApiError.of('firstDepositLock', 'Set your daily and monthly deposit limits before the first deposit');
  assertWithinLimits(rows, 'deposit', await depositsUsed(tx, playerId, now), cents, now);
}

export interface NewDeposit {
  /** null for a visitor's Pay N Play deposit: the provider proves who pays. */
  playerId: number | null;
  /** The country the player registered in (null for a visitor): Finland's deposit-limit rule is a FIN player's. */
  playerCountry: string | null;
  cents: number;
  method: string;
  country: string;
  policyAccepted?: boolean;
  privacyAccepted?: boolean;
}

/** Records a pending deposit after its checks; answers its reference and the token its status is asked with. */
export async function createDeposit(db: Database, config: WalletConfig, deposit: NewDeposit) {
  checkPayment(deposit.method, deposit.cents);
  const token = randomBytes(32).toString('base64url');
  const reference = newReference('dep');
  await db.transaction(async (tx) => {
    if (isKnown(deposit)) await assertMayDeposit(tx, config, deposit, new Date());
    await insertPayment(tx, {
      reference,
      tokenHash: hashToken(token),
      kind: 'deposit',
      playerId: deposit.playerId,
      amount: deposit.cents,
      method: deposit.method,
      country: deposit.country,
      status: 'pending',
      policyAccepted: deposit.policyAccepted ?? false,
      privacyAccepted: deposit.privacyAccepted ?? false,
    });
  });
  return { token, reference };
}

/**
 * Settles a deposit by the provider's word, exactly once (the payment row is locked and only a pending one
 * changes; the ledger's unique kind + reference guards too). An approved deposit is credited to cash and gives the
 * player a stored reference for later deposits, unless it breaks a rule that holds at credit time (cool-off,
 * self-exclusion, a flag, a deposit limit): then it fails and the provider returns the money. A Pay N Play deposit's
 * player is found or opened from the identity the provider proved (an under-age payer's deposit fails).
 */
export async function settleDeposit(
  db: Database,
  config: WalletConfig,
  reference: string,
  outcome: DepositOutcome,
): Promise<void> {
  const payment = await paymentByReference(db, reference);
  if (payment?.kind !== 'deposit' || payment.status !== 'pending') return;
  let playerId = payment.playerId;
  const identity = outcome.approved ? outcome.identity : undefined;
  const { country } = payment;
  if (
    playerId === null &&
    identity &&
    country !== null &&
    isLicensedCountry(country) &&
    isOldEnough(identity.birthDate, country, new Date())
  )
    playerId = (await accountOfIdentity(db, country, identity)).id;
  await db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (locked?.status !== 'pending') return;
    const settle = (status: 'ok' | 'failed') =>
      settlePayment(tx, payment.id, { status, playerId, identity: identity ?? null });
    if (!outcome.approved || playerId === null) return settle('failed');
    try {
      await tx.transaction(async (savepoint) => {
        // Finland's rule holds when a deposit starts (a Pay N Play payer's account may exist only now).
        await assertMayDeposit(savepoint, config, { playerId, playerCountry: null, cents: payment.amount }, new Date());
      });
    } catch (error) {
      if (error instanceof ApiError) return settle('failed');
      throw error;
    }
    await settle('ok');
    await book(tx, playerId, [{ kind: 'deposit', cash: payment.amount, reference }]);
    await creditDepositCampaign(tx, playerId, reference, payment.amount);
    await insertStoredPaymentDetails(tx, { playerId, method: payment.method, reference: newReference('acct') });
  });
}

/**
 * A withdrawal request, in one transaction: the flags allow it (232, 127, 234, 235, 260), the amount is within the
 * method's bounds (117) and the withdrawable cash (cash minus the reserve; 121). The cash leaves the wallet at once
 * (pending until the provider pays it) and the promo balance is forfeited. Answers the reference that cancels it.
 */
export async function requestWithdrawal(db: Database, playerId: number, cents: number, method: string) {
  checkPayment(method, cents);
  const reference = newReference('wd');
  await db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, playerId);
    assertPaymentsAllowed(wallet, 'withdrawal');
    if (wallet.cash - wallet.cashReserve < cents)
      throw ApiError.of('negativeBalance', 'The amount is more than the withdrawable balance', {
        withdrawable: toEur(Math.max(wallet.cash - wallet.cashReserve, 0)),
      });
    await insertPayment(tx, { reference, kind: 'withdrawal', playerId, amount: cents, method, status: 'pending' });
    await book(tx, playerId, [
      { kind: 'withdrawal', cash: -cents, reference },
      ...(wallet.promo > 0 ? [{ kind: 'forfeit' as const, cash: 0, promo: -wallet.promo, reference }] : []),
    ]);
  });
  return reference;
}

/**
 * Cancels a withdrawal of the player that the provider has not yet approved and returns its amount to cash (195 when
 * none such is pending).
 */
export async function cancelWithdrawal(db: Database, playerId: number, reference: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const cancelled = await cancelPendingWithdrawal(tx, playerId, reference);
    if (!cancelled)
      throw ApiError.of('invalidField', 'No pending withdrawal has this reference', { field: 'reference' });
    await book(tx, playerId, [{ kind: 'cancel', cash: cancelled.amount, reference }]);
  });
}

/**
 * The provider refuses a pending withdrawal (approved or not): in one transaction it fails, with its refusal time, and
 * its amount comes back to cash in a `refusal` ledger row. Answers false when no withdrawal of this reference is
 * pending (paid, cancelled or refused already, or none).
 */
async function refuseWithdrawal(db: Database, reference: string): Promise<boolean> {
  const payment = await paymentByReference(db, reference);
  const { playerId } = payment ?? {};
  if (payment?.kind !== 'withdrawal' || playerId == null) return false;
  return db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const refused = await refusePendingWithdrawal(tx, reference);
    if (!refused) return false;
    await book(tx, playerId, [{ kind: 'refusal', cash: refused.amount, reference }]);
    return true;
  });
}

/** How a provider moves withdrawals on (src/payments/provider.ts): approves, pays, refuses them. */
export const withdrawalReports = (db: Database): WithdrawalReports => ({
  pendingWithdrawals: (time) => pendingWithdrawalReferences(db, time),
  withdrawalsApproved: (references) => markWithdrawalsApproved(db, references),
  approvedWithdrawals: (time) => approvedWithdrawalReferences(db, time),
  withdrawalsPaid: (references) => markWithdrawalsPaid(db, references),
  withdrawalRefused: (reference) => refuseWithdrawal(db, reference),
});

/** The server's side of a payment provider (src/payments/provider.ts). */
export const paymentReports = (db: Database, config: WalletConfig): PaymentReports => ({
  deposit: (reference, outcome) => settleDeposit(db, config, reference, outcome),
  ...withdrawalReports(db),
});
