import {
  COOL_OFF_DAYS,
  CURRENCY,
  DEFAULT_COOL_OFF,
  DEFAULT_DAILY_LIMIT,
  DEFAULT_MONTHLY_LIMIT,
  DEFAULT_WEEKLY_LIMIT,
  LIMIT_MAX_DEFAULT,
  LIMIT_MIN_DEFAULT,
} from './constants.ts';
import { requiredErrors } from './fields.ts';

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The flag of a period's deposit-limit entry. */
const PERIOD_FLAG = { daily: 'dailyDeposit', weekly: 'weeklyDeposit', monthly: 'monthlyDeposit' } as const;

/** The bounds a limit carries; absent bounds default to 10 and 100000. */
export interface LimitBounds {
  minAmount?: number | null;
  maxAmount?: number | null;
}

export type LimitAmountResult =
  { ok: true; amount: number } | { ok: false; error: 'required' | 'integer' | 'range'; min: number; max: number };

/** What a limit's field takes while typing: digits only, no longer than the largest limit (100 000), empty to clear. */
export function acceptsLimitInput(text: string): boolean {
  return /^\d*$/.test(text) && text.length <= String(LIMIT_MAX_DEFAULT).length;
}

/** Validates a loss-limit entry: required, a whole number, within the limit's bounds ('Min X€ - Max Y€'). */
export function validateLimitAmount(text: string, bounds?: LimitBounds | null): LimitAmountResult {
  const min = bounds?.minAmount ?? LIMIT_MIN_DEFAULT;
  const max = bounds?.maxAmount ?? LIMIT_MAX_DEFAULT;
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required', min, max };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'integer', min, max };
  const amount = Number(trimmed);
  if (amount < min || amount > max) return { ok: false, error: 'range', min, max };
  return { ok: true, amount };
}

/** One period's limit as the limits page edits it: the amount in force (0: none), its auto-renew and bounds. */
export interface PeriodLimit extends LimitBounds {
  amount: number;
  autoRenew?: boolean;
}

/** A kind of limit (loss or deposit) by period; a period without an entry has no limit. */
export type PeriodLimits = Partial<Record<LimitPeriod, PeriodLimit>>;

/** The loss limits of GET /player/limits (`limits`, typed dailyLoss, weeklyLoss, monthlyLoss) by period. */
export function lossLimitsByPeriod(
  limits: readonly ({ type: `${LimitPeriod}Loss`; amount: number } & Omit<PeriodLimit, 'amount'>)[],
): PeriodLimits {
  return Object.fromEntries(
    limits.map(({ type, amount, autoRenew, minAmount, maxAmount }) => [
      type.slice(0, -'Loss'.length),
      { amount, autoRenew, minAmount, maxAmount },
    ]),
  );
}

/** A deposit-limit entry as the API answers it: its amount and its period's flag. */
type DepositLimitAnswer = { ammount: number } & Partial<Record<(typeof PERIOD_FLAG)[LimitPeriod], boolean>>;

/** The deposit limits of GET /player/limits (`depositLimits`: an entry per period and the cool-off) by period. */
export function depositLimitsByPeriod(entries: readonly (DepositLimitAnswer | { coolOff: boolean })[]): PeriodLimits {
  return Object.fromEntries(
    LIMIT_PERIODS.flatMap((period) => {
      const entry = entries.find((item) => 'ammount' in item && item[PERIOD_FLAG[period]] === true);
      return entry && 'ammount' in entry ? [[period, { amount: entry.ammount }]] : [];
    }),
  );
}

/** Finland's rule (the server's 237): whether the daily or the monthly deposit limit is not set yet. */
export function lacksRequiredDepositLimits(limits: PeriodLimits): boolean {
  return !limits.daily?.amount || !limits.monthly?.amount;
}

export type LimitAmounts = Partial<Record<LimitPeriod, number | null>>;

export type CrossCheckResult = { ok: true } | { ok: false; rule: 'noHigherThan' | 'noLowerThan'; other: LimitPeriod };

/**
 * The cross rules between periods: a shorter period's limit may not exceed a longer one's, and a longer
 * period's may not be below a shorter one's. A limit that is 0 or unset does not constrain. The other
 * periods are checked from daily to monthly and the first broken rule is returned.
 */
export function crossCheckLimit(period: LimitPeriod, amount: number, limits: LimitAmounts): CrossCheckResult {
  const rank = LIMIT_PERIODS.indexOf(period);
  for (const other of LIMIT_PERIODS) {
    const bound = limits[other];
    if (other === period || !bound) continue;
    const otherRank = LIMIT_PERIODS.indexOf(other);
    if (otherRank > rank && amount > bound) return { ok: false, rule: 'noHigherThan', other };
    if (otherRank < rank && amount < bound) return { ok: false, rule: 'noLowerThan', other };
  }
  return { ok: true };
}

/** The trueLimits of the player: entries keyed dailyLoss, weeklyLoss, monthlyLoss. */
export type TrueLimits = Partial<
  Record<
    `${LimitPeriod}Loss`,
    { amount?: number | null; newAmount?: number | null; increasingToBeConfirmed?: boolean } | null
  >
>;

/**
 * The periods whose raised limit waits for the player's confirmation, daily to monthly. The confirmation
 * modal shows when there is any; confirm-all and cancel-all send this list.
 */
export function limitsToConfirm(trueLimits: TrueLimits | null | undefined): LimitPeriod[] {
  return LIMIT_PERIODS.filter((period) => trueLimits?.[`${period}Loss`]?.increasingToBeConfirmed === true);
}

/** A deposit-limit entry of the profile state (spec section 3; `ammount` is spelled so). */
export type DepositLimitEntry =
  | { currency: typeof CURRENCY; ammount: number; dailyDeposit: true }
  | { currency: typeof CURRENCY; ammount: number; weeklyDeposit: true }
  | { currency: typeof CURRENCY; ammount: number; monthlyDeposit: true }
  | { coolOff: boolean };

/** The limits shown before they load: daily 0, weekly 1000, monthly 2000 EUR, cool-off off. */
export function defaultLimits(): DepositLimitEntry[] {
  return [
    { currency: CURRENCY, ammount: DEFAULT_DAILY_LIMIT, dailyDeposit: true },
    { currency: CURRENCY, ammount: DEFAULT_WEEKLY_LIMIT, weeklyDeposit: true },
    { currency: CURRENCY, ammount: DEFAULT_MONTHLY_LIMIT, monthlyDeposit: true },
    { coolOff: DEFAULT_COOL_OFF },
  ];
}

export type LimitChange = { period: LimitPeriod; amount: number } | { coolOff: boolean };

/** Sets one limit or the cool-off flag in the matching entry; absent limits stay absent. */
export function setLimit(limits: DepositLimitEntry[], change: LimitChange): DepositLimitEntry[];
export function setLimit(
  limits: DepositLimitEntry[] | null | undefined,
  change: LimitChange,
): DepositLimitEntry[] | null | undefined;
export function setLimit(limits: DepositLimitEntry[] | null | undefined, change: LimitChange) {
  if (!limits) return limits;
  return limits.map((entry): DepositLimitEntry => {
    if ('coolOff' in entry) return 'coolOff' in change ? { coolOff: change.coolOff } : entry;
    return 'period' in change && PERIOD_FLAG[change.period] in entry ? { ...entry, ammount: change.amount } : entry;
  });
}

export type CoolOffDays = (typeof COOL_OFF_DAYS)[number];

/** The cool-off choices: 1, 3 or 7 days. */
export function isCoolOffDays(days: unknown): days is CoolOffDays {
  return (COOL_OFF_DAYS as readonly unknown[]).includes(days);
}

/** The cool-off form: a day choice (1, 3 or 7) and the password are required. */
export function validateCoolOff({ days, password }: { days: unknown; password: string }) {
  return requiredErrors({ days: !isCoolOffDays(days), password: password === '' });
}
