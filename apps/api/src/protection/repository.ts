import { LIMIT_PERIODS } from '@casino/flows/rules';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { periodStarts } from './periods.ts';
import { playerLimits, selfExclusionRegister, type LimitKind, type LimitPeriodName } from './schema.ts';

export type LimitRow = typeof playerLimits.$inferSelect;

/** Columns of a limit row to write, by their names in the table. */
export type LimitChanges = Partial<typeof playerLimits.$inferInsert>;

/** The player's limit rows, of one kind or (without `kind`) of both. */
export async function limitRows(db: Database | Tx, playerId: number, kind?: LimitKind): Promise<LimitRow[]> {
  return db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), kind ? eq(playerLimits.kind, kind) : undefined));
}

/** Writes `values` into the player's limit of `kind` in `period`, opening the row (amount 0 until set) if need be. */
export async function saveLimit(
  tx: Tx,
  playerId: number,
  kind: LimitKind,
  period: LimitPeriodName,
  values: LimitChanges,
): Promise<void> {
  await tx
    .insert(playerLimits)
    .values({ playerId, kind, period, amount: 0, ...values })
    .onConflictDoUpdate({ target: [playerLimits.playerId, playerLimits.kind, playerLimits.period], set: values });
}

/**
 * The sums of `value` over the rows at or after each period's start, as one SQL `text[]` in the order of
 * LIMIT_PERIODS (daily, weekly, monthly). The query's rows must reach back to the earliest start (see `earliest` of
 * ./limits.ts).
 */
export const sumsSince = (value: SQL, time: SQL | AnyColumn, now: Date) => {
  const starts = periodStarts(now);
  const sums = LIMIT_PERIODS.map(
    (period) => sql`coalesce(sum(${value}) filter (where ${time} >= ${starts[period].toISOString()}::timestamptz), 0)`,
  );
  return sql<string[] | null>`array[${sql.join(sums, sql`, `)}]::text[]`;
};

/** The simulated national self-exclusion register's row; undefined while the operator never switched it. */
export async function readRegister(db: Database | Tx) {
  const [row] = await db.select().from(selfExclusionRegister).where(eq(selfExclusionRegister.id, 1));
  return row;
}

/** The operator's switch of the simulated register (admin command `register reachable|unreachable`). */
export async function setRegisterReachable(db: Database, reachable: boolean): Promise<void> {
  await db
    .insert(selfExclusionRegister)
    .values({ id: 1, reachable })
    .onConflictDoUpdate({ target: selfExclusionRegister.id, set: { reachable } });
}
