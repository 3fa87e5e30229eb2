import { MIN_AGE_EST, MIN_AGE_FIN } from './constants.ts';
import { parseIsoDate } from './dates.ts';
import type { Country } from './locale.ts';

export const MIN_AGE: Readonly<Record<Country, number>> = { FIN: MIN_AGE_FIN, EST: MIN_AGE_EST };

/** Full years between a birth date (YYYY-MM-DD) and today's calendar date, or null for an invalid date. */
export function ageOn(birthDate: string, today: Date): number | null {
  const birth = parseIsoDate(birthDate);
  if (!birth) return null;
  const hadBirthday =
    today.getMonth() + 1 > birth.month || (today.getMonth() + 1 === birth.month && today.getDate() >= birth.day);
  return today.getFullYear() - birth.year - (hadBirthday ? 0 : 1);
}

/** Registration age: 18 or older in Finland, 21 or older in Estonia (casino). */
export function isOldEnough(birthDate: string, country: Country, today: Date): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age >= MIN_AGE[country];
}
