import { describe, expect, it } from 'vitest';
import {
  acceptsPointsInput,
  canConvertPoints,
  checkPoints,
  convertiblePoints,
  LOYALTY_CONVERT_MAX,
  LOYALTY_CONVERT_MIN,
  LOYALTY_POINTS_PER_EUR,
  pointsInEuros,
} from './loyalty.ts';

describe("the server's conversion", () => {
  it('is 100 points a euro, in hundreds from 100 to 100000 points', () => {
    expect([LOYALTY_POINTS_PER_EUR, LOYALTY_CONVERT_MIN, LOYALTY_CONVERT_MAX]).toEqual([100, 100, 100_000]);
  });
});

describe('acceptsPointsInput (digits only, at most 6)', () => {
  it.each([
    ['', true],
    ['0', true],
    ['500', true],
    ['100000', true],
    ['1000000', false],
    ['5.5', false],
    ['5,5', false],
    ['-5', false],
    [' 5', false],
    ['1e3', false],
  ])('%j -> %s', (text, accepted) => {
    expect(acceptsPointsInput(text)).toBe(accepted);
  });
});

describe('convertiblePoints and canConvertPoints (held, capped, down to hundreds)', () => {
  it.each([
    [0, 0, false],
    [99, 0, false],
    [100, 100, true],
    [1250, 1200, true],
    [100_000, 100_000, true],
    [250_075, 100_000, true],
    [-5, 0, false],
  ])('%s held -> %s, convertible %s', (held, most, can) => {
    expect(convertiblePoints(held)).toBe(most);
    expect(canConvertPoints(held)).toBe(can);
  });
});

describe('pointsInEuros', () => {
  it.each([
    [100, 1],
    [500, 5],
    [150, 1.5],
    [100_000, 1000],
  ])('%s points -> %s €', (points, euros) => {
    expect(pointsInEuros(points)).toBe(euros);
  });
});

describe('checkPoints (against 1250 points held)', () => {
  it.each([
    ['', { ok: false, error: 'required' }],
    ['  ', { ok: false, error: 'required' }],
    ['12a', { ok: false, error: 'format' }],
    ['0', { ok: false, error: 'min', bound: 100 }],
    ['99', { ok: false, error: 'min', bound: 100 }],
    ['100', { ok: true, points: 100 }],
    [' 500 ', { ok: true, points: 500 }],
    ['1200', { ok: true, points: 1200 }],
    ['1250', { ok: false, error: 'max', bound: 1200 }],
    ['1300', { ok: false, error: 'max', bound: 1200 }],
    ['550', { ok: false, error: 'step', bound: 500 }],
    ['101', { ok: false, error: 'step', bound: 100 }],
  ])('%j -> %j', (text, result) => {
    expect(checkPoints(text, 1250)).toEqual(result);
  });

  it('caps at 100000 points however many are held', () => {
    expect(checkPoints('100000', 500_000)).toEqual({ ok: true, points: 100_000 });
    expect(checkPoints('100100', 500_000)).toEqual({ ok: false, error: 'max', bound: 100_000 });
  });
});
