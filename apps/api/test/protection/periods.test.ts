import { describe, expect, it } from 'vitest';
import { periodBounds, periodStarts } from '../../src/protection/periods.ts';

const at = (iso: string) => new Date(iso);
const bounds = (period: 'daily' | 'weekly' | 'monthly', iso: string) => {
  const { start, end } = periodBounds(period, at(iso));
  return [start.toISOString(), end.toISOString()];
};

describe('limit periods in Finnish time (reused while a period lasts)', () => {
  it('moves to the next day at midnight in Helsinki, also into the 23-hour day of the spring change', () => {
    // 28.3.2026 23:59:59.999 in Helsinki (UTC+2), then its midnight: 29.3. lasts 23 hours (clocks go to UTC+3).
    expect(bounds('daily', '2026-03-28T21:59:59.999Z')).toEqual([
      '2026-03-27T22:00:00.000Z',
      '2026-03-28T22:00:00.000Z',
    ]);
    expect(bounds('daily', '2026-03-28T22:00:00.000Z')).toEqual([
      '2026-03-28T22:00:00.000Z',
      '2026-03-29T21:00:00.000Z',
    ]);
    expect(bounds('daily', '2026-03-29T20:59:59.999Z')).toEqual([
      '2026-03-28T22:00:00.000Z',
      '2026-03-29T21:00:00.000Z',
    ]);
    expect(bounds('daily', '2026-03-29T21:00:00.000Z')).toEqual([
      '2026-03-29T21:00:00.000Z',
      '2026-03-30T21:00:00.000Z',
    ]);
    // Back in time: the earlier day again, not the one last computed.
    expect(bounds('daily', '2026-03-28T12:00:00.000Z')).toEqual([
      '2026-03-27T22:00:00.000Z',
      '2026-03-28T22:00:00.000Z',
    ]);
  });

  it('gives weeks from Monday and calendar months across the change', () => {
    expect(bounds('weekly', '2026-03-29T20:00:00.000Z')).toEqual([
      '2026-03-22T22:00:00.000Z',
      '2026-03-29T21:00:00.000Z',
    ]);
    expect(bounds('weekly', '2026-03-29T21:00:00.000Z')).toEqual([
      '2026-03-29T21:00:00.000Z',
      '2026-04-05T21:00:00.000Z',
    ]);
    expect(bounds('monthly', '2026-03-31T20:59:59.999Z')).toEqual([
      '2026-02-28T22:00:00.000Z',
      '2026-03-31T21:00:00.000Z',
    ]);
    expect(bounds('monthly', '2026-03-31T21:00:00.000Z')).toEqual([
      '2026-03-31T21:00:00.000Z',
      '2026-04-30T21:00:00.000Z',
    ]);
    expect(periodStarts(at('2026-03-29T12:00:00.000Z'))).toEqual({
      daily: at('2026-03-28T22:00:00.000Z'),
      weekly: at('2026-03-22T22:00:00.000Z'),
      monthly: at('2026-02-28T22:00:00.000Z'),
    });
  });

  it('answers dates of its own, so that a caller changing one changes no other answer', () => {
    const first = periodBounds('daily', at('2026-12-07T10:00:00.000Z'));
    first.start.setTime(0);
    expect(periodBounds('daily', at('2026-12-07T10:00:00.000Z')).start.toISOString()).toBe('2026-12-06T22:00:00.000Z');
  });
});
