import { roundMoney } from './money.ts';

/** Where the player stands in the bonus game: the rounds completed and the wagering toward the next one. */
export interface BonusGameStanding {
  /** Rounds completed (their rewards credited). */
  completed: number;
  /** The next round and its wagering so far (EUR, of `needed`); null when every round is completed. */
  next: { round: number; wagered: number; needed: number } | null;
}

/**
 * The standing from the server's answer (GET /bonus-game/progress): the completed rounds as it lists them, and the
 * wagering toward the next round, which is what was wagered beyond the completed rounds, at most one round's worth.
 */
export function bonusGameStanding({
  rounds,
  wagered,
  wagerPerRound,
}: {
  rounds: readonly { round: number; completed: boolean }[];
  wagered: number;
  wagerPerRound: number;
}): BonusGameStanding {
  const completed = rounds.filter((round) => round.completed).length;
  const next = rounds.find((round) => !round.completed);
  if (!next) return { completed, next: null };
  const inRound = roundMoney(wagered - completed * wagerPerRound);
  return {
    completed,
    next: { round: next.round, wagered: Math.min(Math.max(inRound, 0), wagerPerRound), needed: wagerPerRound },
  };
}
