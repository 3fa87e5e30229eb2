import { LIMIT_PERIODS } from '@casino/flows/rules';
import type { LimitPeriodName } from './schema.ts';

/** Limit periods follow the players' calendar: days, ISO weeks (from Monday) and months in Finnish time. */
const TIME_ZONE = 'Europe/Helsinki';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall-clock time in Finland at `time`, read as if it were UTC (so its UTC fields are the local ones). */
function localAsUtc(time: number): Date {
  const parts = Object.fromEntries(partsFormat.formatToParts(time).map((part) => [part.type, Number(part.value)]));
  return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!));
}

/** The instant at which Finnish wall-clock time shows the given local midnight (`local` read as UTC fields). */
function instantOfLocal(local: Date): Date {
  let guess = local.getTime();
  // Two rounds settle the offset, also across a daylight-saving change.
  for (let round = 0; round < 2; round += 1) guess = local.getTime() - (localAsUtc(guess).getTime() - guess);
  return new Date(guess);
}

/**
 * The bounds each period had at its last computation: every instant from a period's start to its end has those same
 * bounds, so they are reused until the period ends (each computation formats the time in Finland five times, which
 * cost a round about 0.1 ms of CPU, a tenth of the server's time per round).
 */
const lastBounds = new Map<LimitPeriodName, { start: number; end: number }>();

/** When the current `period` began and when it ends, at `now`. */
export function periodBounds(period: LimitPeriodName, now: Date): { start: Date; end: Date } {
  const time = now.getTime();
  let bounds = lastBounds.get(period);
  if (!bounds || time < bounds.start || time >= bounds.end) {
    const computed = computeBounds(period, now);
    bounds = { start: computed.start.getTime(), end: computed.end.getTime() };
    lastBounds.set(period, bounds);
  }
  return { start: new Date(bounds.start), end: new Date(bounds.end) };
}

function computeBounds(period: LimitPeriodName, now: Date): { start: Date; end: Date } {
  const local = localAsUtc(now.getTime());
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const [start, end] =
    period === 'daily'
      ? [new Date(Date.UTC(year, month, day)), new Date(Date.UTC(year, month, day + 1))]
      : period === 'weekly'
        ? (() => {
            const monday = day - ((local.getUTCDay() + 6) % 7);
            return [new Date(Date.UTC(year, month, monday)), new Date(Date.UTC(year, month, monday + 7))];
          })()
        : [new Date(Date.UTC(year, month, 1)), new Date(Date.UTC(year, month + 1, 1))];
  return { start: instantOfLocal(start), end: instantOfLocal(end) };
}

/** When each current period began, at `now`. */
export const periodStarts = (now: Date) =>
  Object.fromEntries(LIMIT_PERIODS.map((period) => [period, periodBounds(period, now).start])) as Record<
    LimitPeriodName,
    Date
  >;

/** The last `count` calendar days in Finnish time at `now`, the oldest first: each one's date and when it began. */
export function lastDays(now: Date, count: number): { date: string; start: Date }[] {
  const days: { date: string; start: Date }[] = [];
  for (let start = periodBounds('daily', now).start; days.length < count;) {
    days.unshift({ date: localAsUtc(start.getTime()).toISOString().slice(0, 10), start });
    start = periodBounds('daily', new Date(start.getTime() - 1)).start;
  }
  return days;
}
