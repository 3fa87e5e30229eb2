import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { HISTORY_PAGE_SIZE, readPage, totalRows } from '../db/pages.ts';
import { hashToken } from './payments.ts';
import type { DepositOrder, DepositOutcome } from './provider.ts';
import { payments, simulatedPaymentOrders } from './schema.ts';

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
