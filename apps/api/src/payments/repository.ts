import { createHash } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { HISTORY_PAGE_SIZE, readPage, totalRows } from '../db/pages.ts';
import { earliest, perPeriod, type PerPeriod } from '../protection/limits.ts';
import { sumsSince } from '../protection/repository.ts';
import type { DepositOrder, DepositOutcome } from './provider.ts';
import { payments, simulatedPaymentOrders, storedPaymentDetails } from './schema.ts';

/** A deposit's status token as the payments table keeps it: its SHA-256, in hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Records a payment (a deposit or a withdrawal). */
export async function insertPayment(db: Database | Tx, payment: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(payment);
}

/** The payment of this reference; undefined when there is none. */
export async function paymentByReference(db: Database | Tx, reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment;
}

/** The payment of this id, locked for update until the transaction ends. */
export async function lockPayment(tx: Tx, paymentId: number) {
  const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return locked;
}

/** Settles a payment now: its status, and the player and identity the provider's word gave it. */
export async function settlePayment(
  db: Database | Tx,
  paymentId: number,
  settled: Pick<typeof payments.$inferSelect, 'status' | 'playerId' | 'identity'>,
): Promise<void> {
  await db
    .update(payments)
    .set({ status: settled.status, playerId: settled.playerId, identity: settled.identity, settledTime: new Date() })
    .where(eq(payments.id, paymentId));
}

/** Credited deposits in the current day, week and month, in cents: what a deposit limit counts. */
export async function depositsUsed(db: Database | Tx, playerId: number, now: Date): Promise<PerPeriod> {
  const [row] = await db
    .select({ sums: sumsSince(payments.amount.getSQL(), payments.settledTime, now) })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.kind, 'deposit'),
        eq(payments.status, 'ok'),
        gte(payments.settledTime, earliest(now)),
      ),
    );
  return perPeriod(row?.sums);
}

/** A withdrawal the provider has not yet approved: pending, with no approval (the player may still cancel it). */
const awaitingApproval = and(
  eq(payments.kind, 'withdrawal'),
  eq(payments.status, 'pending'),
  isNull(payments.approvedTime),
);

/**
 * Cancels the player's withdrawal of this reference while the provider has not approved it; the row as cancelled,
 * undefined when none such is pending.
 */
export async function cancelPendingWithdrawal(db: Database | Tx, playerId: number, reference: string) {
  const now = new Date();
  const [cancelled] = await db
    .update(payments)
    .set({ status: 'cancelled', settledTime: now, cancelledTime: now })
    .where(and(eq(payments.reference, reference), eq(payments.playerId, playerId), awaitingApproval))
    .returning();
  return cancelled;
}

/** The references of the withdrawals requested at or before `time` that the provider has not yet approved. */
export async function pendingWithdrawalReferences(db: Database | Tx, time: Date): Promise<string[]> {
  return (
    await db
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(awaitingApproval, lte(payments.createdTime, time)))
  ).map((row) => row.reference);
}

/** The references of the withdrawals approved at or before `time` and not yet paid. */
export async function approvedWithdrawalReferences(db: Database | Tx, time: Date): Promise<string[]> {
  return (
    await db
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(eq(payments.kind, 'withdrawal'), eq(payments.status, 'pending'), lte(payments.approvedTime, time)))
  ).map((row) => row.reference);
}

/** Marks the withdrawals of these references approved, now, those still awaiting approval. */
export async function markWithdrawalsApproved(db: Database | Tx, references: string[]): Promise<void> {
  await db
    .update(payments)
    .set({ approvedTime: new Date() })
    .where(and(inArray(payments.reference, references), awaitingApproval));
}

/** Marks the approved, still pending withdrawals of these references paid, now. */
export async function markWithdrawalsPaid(db: Database | Tx, references: string[]): Promise<void> {
  const now = new Date();
  await db
    .update(payments)
    .set({ status: 'ok', settledTime: now, paidTime: now })
    .where(
      and(
        inArray(payments.reference, references),
        eq(payments.kind, 'withdrawal'),
        eq(payments.status, 'pending'),
        isNotNull(payments.approvedTime),
      ),
    );
}

/** Marks the pending withdrawal of this reference refused (failed), now; the row as refused, undefined when none. */
export async function refusePendingWithdrawal(tx: Tx, reference: string) {
  const now = new Date();
  const [refused] = await tx
    .update(payments)
    .set({ status: 'failed', settledTime: now, refusedTime: now })
    .where(and(eq(payments.reference, reference), eq(payments.kind, 'withdrawal'), eq(payments.status, 'pending')))
    .returning();
  return refused;
}

/** Keeps the player's stored payment details for a method; does nothing when the player has some for it already. */
export async function insertStoredPaymentDetails(
  db: Database | Tx,
  details: typeof storedPaymentDetails.$inferInsert,
): Promise<void> {
  await db.insert(storedPaymentDetails).values(details).onConflictDoNothing();
}

/** Whether the player has stored payment details (a deposit campaign needs them). */
export async function hasStoredPaymentDetails(db: Database | Tx, playerId: number): Promise<boolean> {
  const [stored] = await db
    .select({ reference: storedPaymentDetails.reference })
    .from(storedPaymentDetails)
    .where(eq(storedPaymentDetails.playerId, playerId))
    .limit(1);
  return stored !== undefined;
}

/** The player's stored payment details, one per method. */
export async function storedReferences(db: Database | Tx, playerId: number) {
  return db.select().from(storedPaymentDetails).where(eq(storedPaymentDetails.playerId, playerId));
}

/** A page of the player's deposits or withdrawals, newest first; `okSum` (on each row) sums the successful ones. */
export function paymentPage(db: Database | Tx, playerId: number, kind: 'deposit' | 'withdrawal', page: number) {
  return readPage(
    (limit, offset) =>
      db
        .select({
          row: payments,
          total: totalRows,
          okSum: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'ok') over(), 0)::text`,
        })
        .from(payments)
        .where(and(eq(payments.playerId, playerId), eq(payments.kind, kind)))
        .orderBy(desc(payments.createdTime), desc(payments.id))
        .limit(limit)
        .offset(offset),
    page,
    HISTORY_PAGE_SIZE,
  );
}

/** The deposit that this status token was issued for. */
export async function findPaymentByToken(db: Database | Tx, token: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.tokenHash, hashToken(token)));
  return row;
}

/** Marks that a Pay N Play deposit's status call started its player's session; false when one already did. */
export async function claimLogin(db: Database | Tx, paymentId: number): Promise<boolean> {
  const [claimed] = await db
    .update(payments)
    .set({ loginDone: true })
    .where(and(eq(payments.id, paymentId), eq(payments.loginDone, false)))
    .returning({ loginDone: payments.loginDone });
  return claimed !== undefined;
}

// The simulated provider's own orders (simulated.ts): its table, which the server's payment code never reads.

/** Keeps a new order of the simulated provider, undecided. */
export async function addSimulatedOrder(db: Database, order: DepositOrder): Promise<void> {
  await db.insert(simulatedPaymentOrders).values(order);
}

/** The simulated provider's order of `reference`, decided or not; undefined when it has none. */
export async function simulatedOrder(db: Database, reference: string) {
  const [row] = await db.select().from(simulatedPaymentOrders).where(eq(simulatedPaymentOrders.reference, reference));
  return row && { ...row, outcome: row.outcome ?? undefined };
}

/**
 * Records the payer's decision on an undecided order; answers false when the order was decided already (another
 * request, on whichever process, decided first), so that one decision stands per order.
 */
export async function decideSimulatedOrder(db: Database, reference: string, outcome: DepositOutcome) {
  const decided = await db
    .update(simulatedPaymentOrders)
    .set({ outcome, decidedTime: new Date() })
    .where(and(eq(simulatedPaymentOrders.reference, reference), isNull(simulatedPaymentOrders.outcome)))
    .returning({ reference: simulatedPaymentOrders.reference });
  return decided.length > 0;
}
