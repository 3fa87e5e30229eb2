import { describe, expect, it } from 'vitest';
import { ageOn, isOldEnough } from './age.ts';

describe('ageOn', () => {
  it.each([
    ['1990-12-31', new Date(2026, 5, 15), 35],
    ['2008-06-15', new Date(2026, 5, 15), 18],
    ['2008-06-16', new Date(2026, 5, 15), 17],
    ['2008-07-01', new Date(2026, 5, 15), 17],
    ['2008-05-30', new Date(2026, 5, 15), 18],
    ['2000-02-29', new Date(2026, 1, 28), 25],
    ['2000-02-29', new Date(2026, 2, 1), 26],
    ['2008-02-30', new Date(2026, 5, 15), null],
    ['15.06.2008', new Date(2026, 5, 15), null],
  ])('born %s, on %s -> %s', (birthDate, today, age) => {
    expect(ageOn(birthDate, today)).toBe(age);
  });
});

describe('isOldEnough (18+ FIN, 21+ EST)', () => {
  const today = new Date(2026, 5, 15, 12);
  it.each([
    ['2008-06-15', 'FIN', true],
    ['2008-06-16', 'FIN', false],
    ['2005-06-15', 'EST', true],
    ['2005-06-16', 'EST', false],
    ['2008-06-15', 'EST', false],
    ['not a date', 'FIN', false],
  ] as const)('born %s in %s -> %s', (birthDate, country, allowed) => {
    expect(isOldEnough(birthDate, country, today)).toBe(allowed);
  });
});
