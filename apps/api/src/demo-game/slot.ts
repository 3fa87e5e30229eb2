import { randomInt } from 'node:crypto';
import { volatilityOf, type Volatility } from '@casino/flows/rules';

/**
 * The demo slot: 3 reels and one payline (the middle row). Each reel is the same strip of 32 stops; a spin stops each
 * reel at a stop drawn with the cryptographic RNG. Documented in apps/api/README.md ("The demo slot").
 */
export const symbols = ['cherry', 'lemon', 'plum', 'bell', 'bar', 'seven'] as const;
export type SlotSymbol = (typeof symbols)[number];

/** How many of the 32 stops of each reel show each symbol. */
const reelStops: Record<SlotSymbol, number> = { cherry: 10, lemon: 8, plum: 6, bell: 4, bar: 3, seven: 1 };

/** One reel's strip, in stop order. */
export const reelStrip: readonly SlotSymbol[] = symbols.flatMap((symbol) =>
  Array<SlotSymbol>(reelStops[symbol]).fill(symbol),
);

/** Three of a kind on the line pays the bet times this. */
export const threeOfAKind: Record<SlotSymbol, number> = {
  seven: 250,
  bar: 60,
  bell: 25,
  plum: 12,
  lemon: 8,
  cherry: 8,
};

/** Otherwise exactly two cherries anywhere on the line pay the bet times this. */
export const TWO_CHERRIES = 2;

/** The bets the game offers, in cents (0.10 to 5 EUR). */
export const slotBets = [10, 20, 50, 100, 200, 500] as const;

/** The bet multiplier of a line. */
export function multiplierOf(line: readonly SlotSymbol[]): number {
  const [first] = line;
  if (first && line.every((symbol) => symbol === first)) return threeOfAKind[first];
  return line.filter((symbol) => symbol === 'cherry').length === 2 ? TWO_CHERRIES : 0;
}

export interface SlotSpin {
  line: SlotSymbol[];
  multiplier: number;
  /** The win in cents. */
  win: number;
}

/** One spin for a bet in cents; `draw(n)` answers a uniform integer in [0, n). */
export function spinSlot(bet: number, draw: (n: number) => number = randomInt): SlotSpin {
  const line = [0, 1, 2].map(() => reelStrip[draw(reelStrip.length)]!);
  const multiplier = multiplierOf(line);
  return { line, multiplier, win: bet * multiplier };
}

/**
 * The exact return to player of the paytable: the total paid over every one of the 32^3 equally likely lines, per
 * unit bet, over the number of lines. 31358 / 32768, about 95.70 %.
 */
export function slotRtp(): { returned: number; lines: number } {
  let returned = 0;
  for (const first of reelStrip)
    for (const second of reelStrip) for (const third of reelStrip) returned += multiplierOf([first, second, third]);
  return { returned, lines: reelStrip.length ** 3 };
}

/**
 * Every paying outcome of a line with how many of the 32^3 lines give it, counted from the reel stops without
 * enumerating: three of a kind of a symbol on n stops is n^3 lines; exactly two cherries (c stops) is 3 c^2 (32 - c),
 * the third reel's symbol being anything but a cherry. Every other line pays nothing.
 */
export function slotPayouts(): { multiplier: number; lines: number }[] {
  const cherries = reelStops.cherry;
  return [
    ...symbols.map((symbol) => ({ multiplier: threeOfAKind[symbol], lines: reelStops[symbol] ** 3 })),
    { multiplier: TWO_CHERRIES, lines: 3 * cherries ** 2 * (reelStrip.length - cherries) },
  ];
}

/**
 * The slot's facts as the catalogue shows a game's: the exact RTP in percent, to two decimals (the expected
 * return of a unit bet: the payouts weighted by their lines over all lines), and the volatility class of the
 * standard deviation of one round's return.
 */
export function slotFacts(): { rtp: number; volatility: Volatility } {
  const payouts = slotPayouts();
  const lines = reelStrip.length ** 3;
  const mean = payouts.reduce((sum, { multiplier, lines: count }) => sum + multiplier * count, 0) / lines;
  const square = payouts.reduce((sum, { multiplier, lines: count }) => sum + multiplier ** 2 * count, 0) / lines;
  return { rtp: Math.round(mean * 10_000) / 100, volatility: volatilityOf(Math.sqrt(square - mean ** 2)) };
}
