import { describe, expect, it } from 'vitest';
import { bonusGameStanding } from './bonus-game.ts';

const rounds = (completed: number, total = 5) =>
  Array.from({ length: total }, (_, index) => ({ round: index + 1, completed: index < completed }));

describe('bonusGameStanding (the rounds completed and the wagering toward the next)', () => {
  it.each([
    ['nothing wagered', 0, 0, { completed: 0, next: { round: 1, wagered: 0, needed: 50 } }],
    ['part of round 1', 0, 12.3, { completed: 0, next: { round: 1, wagered: 12.3, needed: 50 } }],
    ['round 2 under way', 1, 62.5, { completed: 1, next: { round: 2, wagered: 12.5, needed: 50 } }],
    ['cents added up exactly', 1, 50.1 + 0.2, { completed: 1, next: { round: 2, wagered: 0.3, needed: 50 } }],
    ['a round completed, not yet listed', 1, 100, { completed: 1, next: { round: 2, wagered: 50, needed: 50 } }],
    ['every round completed', 5, 400, { completed: 5, next: null }],
  ])('%s', (_, completed, wagered, standing) => {
    expect(bonusGameStanding({ rounds: rounds(completed), wagered, wagerPerRound: 50 })).toEqual(standing);
  });

  it('with no rounds there is no next round', () => {
    expect(bonusGameStanding({ rounds: [], wagered: 10, wagerPerRound: 50 })).toEqual({ completed: 0, next: null });
  });
});
