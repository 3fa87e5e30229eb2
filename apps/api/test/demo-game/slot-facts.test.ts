import { describe, expect, it } from 'vitest';
import { multiplierOf, reelStrip, slotFacts, slotPayouts, slotRtp } from '../../src/demo-game/slot.ts';

/** Every one of the 32^3 equally likely lines' multipliers. */
const everyLine = () =>
  reelStrip.flatMap((first) =>
    reelStrip.flatMap((second) => reelStrip.map((third) => multiplierOf([first, second, third]))),
  );

describe("the built-in slot's exact RTP and volatility", () => {
  it('counts the paying lines from the reel stops as an enumeration of every line finds them', () => {
    const counted = new Map<number, number>();
    for (const multiplier of everyLine())
      if (multiplier > 0) counted.set(multiplier, (counted.get(multiplier) ?? 0) + 1);
    const payouts = new Map<number, number>();
    for (const { multiplier, lines } of slotPayouts()) payouts.set(multiplier, (payouts.get(multiplier) ?? 0) + lines);
    expect(payouts).toEqual(counted);
    // Cherries 10^3, lemons 8^3, plums 6^3, bells 4^3, bars 3^3, sevens 1, two cherries 3 * 10^2 * 22.
    expect(slotPayouts().map(({ lines }) => lines)).toEqual([1000, 512, 216, 64, 27, 1, 6600]);
  });

  it('states the RTP 31358 / 32768 = 95.70 % to two decimals, as the enumeration returns', () => {
    const { returned, lines } = slotRtp();
    expect(slotFacts().rtp).toBe(95.7);
    expect(slotFacts().rtp).toBe(Math.round((returned / lines) * 10_000) / 100);
  });

  it("is low volatility: one round's return has a standard deviation of about 3.1 bets", () => {
    const lines = everyLine();
    const mean = lines.reduce((sum, multiplier) => sum + multiplier, 0) / lines.length;
    const deviation = Math.sqrt(lines.reduce((sum, multiplier) => sum + (multiplier - mean) ** 2, 0) / lines.length);
    expect(deviation).toBeCloseTo(3.144, 3);
    expect(slotFacts().volatility).toBe('low');
  });
});
