import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { requireRoundPlayer } from '../accounts/sessions.ts';
import { toCents, toEur } from '../http/money.ts';
import { playRound } from './rounds.ts';

/** Where the round endpoint is served (outside the player API: it is the game server's side, as a provider's is). */
export const ROUND_PATH = '/game-engine/round';

/**
 * The demo game's outcome until a game brings its own paytable: double or nothing, won with probability 48/100
 * (RTP 96 %), drawn with the cryptographic RNG.
 */
const doubleOrNothing = (bet: number) => (randomInt(100) < 48 ? 2 * bet : 0);

/**
 * POST /game-engine/round {gameId, bet} (form or JSON; bet in EUR with at most 2 decimals, 0.10 to 100): plays one
 * real-money round for the session's player through playRound and answers
 * `{success, roundId, bet, win, balance, cash, promo}` in EUR, or the envelope with 115, 121, 122, 131, 132, 195, 217
 * or 238. Same-origin only, like every state-changing call.
 */
export function registerRoundRoute(
  app: FastifyInstance,
  db: Database,
  outcome: (gameId: number) => (bet: number) => number = () => doubleOrNothing,
): void {
  app.post<{ Body: { gameId: number; bet: number } }>(
    ROUND_PATH,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['gameId', 'bet'],
          properties: {
            gameId: { type: 'integer', minimum: 1, maximum: 2147483647 },
            bet: { type: 'number', minimum: 0.1, maximum: 100 },
          },
        },
      },
    },
    async (request) => {
      // playRound checks in its transaction that the session still exists.
      const { playerId, idHash } = await requireRoundPlayer(request);
      const { gameId, bet } = request.body;
      const round = await playRound(db, {
        playerId,
        gameId,
        bet: toCents(bet, 'bet'),
        sessionIdHash: idHash,
        win: outcome(gameId),
      });
      return {
        success: true,
        roundId: round.roundId,
        bet: toEur(round.bet),
        win: toEur(round.win),
        balance: toEur(round.cash + round.promo),
        cash: toEur(round.cash),
        promo: toEur(round.promo),
      };
    },
  );
}
