import type { PlayerSchemas } from '../contract/handler-types.ts';
import {
  crossCheckLimit,
  CURRENCY,
  LIMIT_MAX_DEFAULT,
  LIMIT_MIN_DEFAULT,
  LIMIT_PERIODS,
  type LimitAmounts,
} from '@casino/flows/rules';
import type { Database, Tx } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { toCents, toEur } from '../http/money.ts';
import { periodBounds, periodStarts } from './periods.ts';
import { limitRows, saveLimit, type LimitChanges, type LimitRow } from './repository.ts';
import type { LimitKind, LimitPeriodName } from './schema.ts';

/** Per period, in cents. */
export type PerPeriod = Record<LimitPeriodName, number>;

/** The amount in force (whole EUR; 0 = no limit): a limit without auto-renew ends with the period it was set in. */
const inForce = (row: LimitRow | undefined, now: Date): number =>
  !row || (row.endsTime && row.endsTime <= now) ? 0 : row.amount;

/** A pending increase or removal that the player may now confirm: its cooling period has passed. */
const awaitsConfirmation = (row: LimitRow | undefined, now: Date): boolean =>
  row?.newAmount != null && row.effectiveTime !== null && row.effectiveTime <= now;

const rowOf = (rows: LimitRow[], kind: LimitKind, period: LimitPeriodName) =>
  rows.find((row) => row.kind === kind && row.period === period);

/** The earliest period start at `now` (a week can begin in the previous month). */
export const earliest = (now: Date) => {
  const starts = periodStarts(now);
  return new Date(Math.min(starts.weekly.getTime(), starts.monthly.getTime()));
};

/** Reads the `text[]` of sumsSince (./repository.ts); no row (or null) is 0 in every period. */
export const perPeriod = (sums: string[] | null | undefined, floor = -Infinity): PerPeriod =>
  Object.fromEntries(
    LIMIT_PERIODS.map((period, index) => [period, Math.max(Number(sums?.[index] ?? 0), floor)]),
  ) as PerPeriod;

/**
 * Refuses (122) an amount in cents that would take `used` past a limit of `kind` in force; says which period, how
 * much remains and, as `expireTimestamp`, when that period ends and the whole limit is free again.
 */
export function assertWithinLimits(rows: LimitRow[], kind: LimitKind, used: PerPeriod, cents: number, now: Date) {
  for (const period of LIMIT_PERIODS) {
    const limit = toCents(inForce(rowOf(rows, kind, period), now));
    if (limit > 0 && used[period] + cents > limit)
      throw ApiError.of('limitReached', `The ${period} ${kind} limit would be exceeded`, {
        period,
        remaining: toEur(Math.max(limit - used[period], 0)),
        expireTimestamp: periodBounds(period, now).end.getTime(),
      });
  }
}

/** Finland's rule (REQUIRE_DEPOSIT_LIMITS): whether the daily or the monthly deposit limit is not set. */
export const lacksRequiredDepositLimits = (rows: LimitRow[], now: Date) =>
  (['daily', 'monthly'] as const).some((period) => inForce(rowOf(rows, 'deposit', period), now) === 0);

/** Whether a loss limit is in force in any period (only then are the losses summed). */
export const hasLimit = (rows: LimitRow[], kind: LimitKind, now: Date) =>
  LIMIT_PERIODS.some((period) => inForce(rowOf(rows, kind, period), now) > 0);

/**
 * The answer of GET /player/limits and of every limit change, in the shapes of spec section 3; each deposit limit also
 * says what was deposited in its period and when the period ends (an extension).
 */
export async function limitsView(
  db: Database,
  playerId: number,
  coolOffUntil: Date | null,
  used: { losses: PerPeriod; deposits: PerPeriod },
  now: Date,
): Promise<PlayerSchemas['Limits'] & { success: true }> {
  const rows = await limitRows(db, playerId);
  const coolOff = coolOffUntil !== null && coolOffUntil > now;
  const limits = LIMIT_PERIODS.map((period): PlayerSchemas['Limit'] => {
    const row = rowOf(rows, 'loss', period);
    return {
      type: `${period}Loss` as const,
      amount: inForce(row, now),
      usedAmount: toEur(used.losses[period]),
      minAmount: LIMIT_MIN_DEFAULT,
      maxAmount: LIMIT_MAX_DEFAULT,
      autoRenew: row?.autoRenew ?? true,
      newAmount: row?.newAmount ?? null,
      amountEffectiveTime: row?.effectiveTime?.toISOString() ?? null,
      endTime: (coolOff ? coolOffUntil : periodBounds(period, now).end).toISOString(),
      currency: CURRENCY,
      coolOff,
    };
  });
  const trueLimits = Object.fromEntries(
    LIMIT_PERIODS.map((period) => {
      const row = rowOf(rows, 'loss', period);
      return [
        `${period}Loss`,
        {
          amount: inForce(row, now),
          newAmount: row?.newAmount ?? null,
          increasingToBeConfirmed: awaitsConfirmation(row, now),
        },
      ];
    }),
  );
  const flag = {
    daily: { dailyDeposit: true },
    weekly: { weeklyDeposit: true },
    monthly: { monthlyDeposit: true },
  } as const;
  const depositLimits: PlayerSchemas['Limits']['depositLimits'] = [
    ...LIMIT_PERIODS.map((period) => ({
      currency: CURRENCY,
      ammount: inForce(rowOf(rows, 'deposit', period), now),
      usedAmount: toEur(used.deposits[period]),
      endTime: periodBounds(period, now).end.toISOString(),
      ...flag[period],
    })),
    { coolOff, endTime: coolOff ? coolOffUntil.toISOString() : null },
  ];
  return { success: true, limits, trueLimits, depositLimits };
}

/** The body of POST /player/limit/loss and /player/limit/deposit (openapi/player.yaml LimitChangeForm). */
export type LimitChangeForm = Partial<
  Record<`${LimitPeriodName}Amount`, number> &
    Record<
      `${LimitPeriodName}AutoRenew` | `${LimitPeriodName}Confirmed` | `${LimitPeriodName}RemovalConfirmed`,
      boolean
    >
> & { confirm?: LimitPeriodName[] | LimitPeriodName; cancel?: LimitPeriodName[] | LimitPeriodName };

const listOf = (value: LimitPeriodName[] | LimitPeriodName | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const invalid = (message: string, params: Record<string, unknown>) => ApiError.of('invalidField', message, params);

/**
 * Applies one limit call to the limits of `kind`, in the caller's transaction (the wallet locked, so that no bet or
 * deposit sees half of it):
 * - a new amount lower than the one in force (or a first limit) applies at once and drops a pending change;
 * - a higher amount, or 0 (removal), becomes `newAmount`, which the player can confirm once `coolingSeconds` have
 *   passed (`increasingToBeConfirmed`), and which applies only then;
 * - `<period>Confirmed` / `<period>RemovalConfirmed` / `confirm` apply a pending change whose time has come; `cancel`
 *   drops it. Amounts are 10..100000 whole EUR and keep daily <= weekly <= monthly (195).
 */
export async function changeLimits(
  tx: Tx,
  playerId: number,
  kind: LimitKind,
  form: LimitChangeForm,
  coolingSeconds: number,
  now = new Date(),
): Promise<void> {
  const rows = await limitRows(tx, playerId, kind);
  const requested = LIMIT_PERIODS.filter((period) => form[`${period}Amount`] !== undefined);
  const targets: LimitAmounts = Object.fromEntries(
    LIMIT_PERIODS.map((period) => [period, form[`${period}Amount`] ?? inForce(rowOf(rows, kind, period), now)]),
  );
  for (const period of requested) {
    const amount = form[`${period}Amount`]!;
    if (amount === 0) continue;
    if (amount < LIMIT_MIN_DEFAULT || amount > LIMIT_MAX_DEFAULT)
      throw invalid(`Min ${LIMIT_MIN_DEFAULT}€ - Max ${LIMIT_MAX_DEFAULT}€`, {
        field: `${period}Amount`,
        minAmount: LIMIT_MIN_DEFAULT,
        maxAmount: LIMIT_MAX_DEFAULT,
      });
    const cross = crossCheckLimit(period, amount, targets);
    if (!cross.ok)
      throw invalid(
        `The ${period} limit may be ${cross.rule === 'noHigherThan' ? 'no higher' : 'no lower'} than the ${cross.other} limit`,
        {
          field: `${period}Amount`,
          rule: cross.rule,
          other: cross.other,
        },
      );
  }

  const save = (period: LimitPeriodName, values: LimitChanges) => saveLimit(tx, playerId, kind, period, values);
  const endsTime = (period: LimitPeriodName) =>
    form[`${period}AutoRenew`] === false ? periodBounds(period, now).end : null;

  for (const period of requested) {
    const amount = form[`${period}Amount`]!;
    const current = inForce(rowOf(rows, kind, period), now);
    const autoRenew = form[`${period}AutoRenew`] ?? true;
    if (amount !== 0 && (current === 0 || amount <= current))
      await save(period, { amount, autoRenew, endsTime: endsTime(period), newAmount: null, effectiveTime: null });
    else if (amount !== current)
      await save(period, {
        amount: current,
        autoRenew,
        newAmount: amount,
        effectiveTime: new Date(now.getTime() + coolingSeconds * 1000),
      });
  }

  const confirmations = [
    ...LIMIT_PERIODS.filter((period) => form[`${period}Confirmed`] === true).map((period) => ({
      period,
      removal: false,
    })),
    ...LIMIT_PERIODS.filter((period) => form[`${period}RemovalConfirmed`] === true).map((period) => ({
      period,
      removal: true,
    })),
    ...listOf(form.confirm).map((period) => ({ period, removal: undefined })),
  ];
  for (const { period, removal } of confirmations) {
    const row = rowOf(rows, kind, period);
    if (row?.newAmount == null || (removal !== undefined && removal !== (row.newAmount === 0)))
      throw invalid(`No ${removal ? 'removal' : 'change'} of the ${period} limit waits for confirmation`, { period });
    if (!awaitsConfirmation(row, now))
      throw invalid(`The ${period} limit can be confirmed from ${row.effectiveTime?.toISOString()}`, {
        period,
        amountEffectiveTime: row.effectiveTime?.toISOString(),
      });
    await save(period, { amount: row.newAmount, newAmount: null, effectiveTime: null });
  }
  for (const period of listOf(form.cancel)) await save(period, { newAmount: null, effectiveTime: null });
}
