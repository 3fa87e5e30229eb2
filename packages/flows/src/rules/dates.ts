import { DAY_MS } from './constants.ts';

/** A calendar date as a day number (days since 1970-01-01), free of time zones and daylight saving. */
export type DayNumber = number;

const dayNumber = (year: number, month: number, day: number): DayNumber | null => {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? time / DAY_MS : null;
};

/** The calendar day a moment falls on where it is read (local time). */
export function dayOf(moment: Date): DayNumber {
  return Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / DAY_MS;
}

/** A date written day.month.year (the games' release_date), or null when it is not a real date. */
export function parseDayMonthYear(text: string): DayNumber | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  return match ? dayNumber(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** A date written year-month-day (ISO, as a date field gives it), or null when it is not a real date. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return dayNumber(year, month, day) === null ? null : { year, month, day };
}
