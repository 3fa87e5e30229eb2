import { ERROR_CODES } from '@casino/flows/rules';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { creditBonusGameRounds, playFreeSpin, releaseWageredPromo } from '../bonuses/bonuses.ts';
import { freeSpinsLeft } from '../bonuses/repository.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { GAME_POLICY } from '../http/security-headers.ts';
import { requirePlayer, requireRoundPlayer } from '../accounts/sessions.ts';
import { earnLoyaltyPoints } from '../accounts/repository.ts';
import { startableGame, type LaunchMode } from '../catalogue/handlers.ts';
import { recordRecentGame } from '../catalogue/repository.ts';
import { toCents, toEur } from '../http/money.ts';
import { playRound } from '../wallet/rounds.ts';
import { assertMayGamble } from '../protection/gambling.ts';
import { readWallet } from '../wallet/wallet.ts';
import { sessionResult } from '../wallet/repository.ts';
import { pageLocale } from '../catalogue/launch-locale.ts';
import { assetPath, slotPage } from './page.ts';
import { slotBets, spinSlot, type SlotSpin } from './slot.ts';
import { pageIcon } from './symbols.ts';

/**
 * Where the slot page posts its rounds: `/game-engine/slot/demo` (play money), `/game-engine/slot/real` and
 * `/game-engine/slot/free` (a free spin of a bonus).
 */
export const slotRoundPath = (mode: LaunchMode | 'free') => `/game-engine/slot/${mode}`;

/** The play money a demo session starts with, in EUR. */
export const DEMO_BALANCE = 1000;

const assets = {
  'slot.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('slot.js', import.meta.url)) },
  'slot-rules.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(new URL('slot-rules.js', import.meta.url)),
  },
  'slot.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('slot.css', import.meta.url)) },
  'icon.svg': { type: 'image/svg+xml; charset=utf-8', body: pageIcon },
};

/** The launch page's request. It has no schema: the handler checks the id; a repeated query parameter is an array. */
interface LaunchRoute {
  Params: { id: string };
  Querystring: { mode?: unknown; lang?: unknown };
}

/** A play-money or real-money round's request (its body schema is in registerSlotGame). */
interface RoundRoute {
  Body: { gameId: number; bet: number };
}

/**
 * The demo slot, served by the server for every game of the catalogue:
 * - `GET /game-launch/{id}?mode=demo|real&lang=fi|en|et`: the iframe page (131/132 as 404/403), its texts in `lang`.
 *   CSP (GAME_POLICY): scripts, styles and the icon from this server only, framed only by the site
 *   (`frame-ancestors 'self'`). It changes nothing, as a GET that another site may send with the session cookie (a
 *   top-level navigation) must not: a game becomes recent when a round is played on it. In real mode a refusal that
 *   already holds (115, 217, 238) shows at once, and without a session no balance is shown.
 * - `POST /game-engine/slot/demo {gameId, bet}`: a play-money round; writes nothing.
 * - `POST /game-engine/slot/real {gameId, bet}`: one real-money round through the wallet's playRound (217, 238,
 *   122, 121 refuse it), then the game is recorded as recent and finished wagering releases the promo balance.
 * - `POST /game-engine/slot/free {gameId}`: one free spin of the player's bonus on the game (195 when none is left),
 *   the win credited as promo money; answers `freeSpinsLeft` too.
 * All answer `{success, line, multiplier, bet, win, balance?}` (EUR); the outcome is drawn on the server. The page
 * starts its net position from the login session's rounds (`sessionResult`) and adds each round's win less its bet.
 */
export function registerSlotGame(app: FastifyInstance, db: Database, config: Config): void {
  app.get<{ Params: { file: string } }>(assetPath(':file'), async (request, reply) => {
    const { file } = request.params;
    const asset = Object.hasOwn(assets, file) ? assets[file as keyof typeof assets] : undefined;
    if (!asset) return reply.callNotFound();
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body);
  });

  app.get<LaunchRoute>('/game-launch/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const mode: LaunchMode = request.query.mode === 'real' ? 'real' : 'demo';
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return reply.callNotFound();
    const { game, providerName } = await startableGame(db, id);
    const locale = pageLocale(request);
    // Real money without a session has no balance to show: the page asks the player to log in instead.
    let balance: number | undefined = mode === 'demo' ? DEMO_BALANCE : undefined;
    let freeSpins = 0;
    let refused: number | undefined;
    // Play money counts its net position and time from the page's own start; real money from the login's.
    let counted: { net: number; elapsedMs: number } | undefined =
      mode === 'demo' ? { net: 0, elapsedMs: 0 } : undefined;
    if (mode === 'real') {
      const session = await app.sessions.current(request);
      const result = session && (await sessionResult(db, session.idHash));
      if (!session || !result) refused = ERROR_CODES.notLoggedIn;
      else {
        counted = { net: toEur(result.net), elapsedMs: Math.max(0, Date.now() - result.startTime.getTime()) };
        const wallet = await readWallet(db, session.playerId);
        balance = toEur(wallet.cash + wallet.promo);
        try {
          assertMayGamble(wallet);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          refused = error.errorCode;
        }
        freeSpins = await freeSpinsLeft(db, session.playerId, id);
      }
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', GAME_POLICY)
      .header('cache-control', 'no-store')
      .send(
        slotPage({
          title: game.translations[locale]?.title ?? game.name,
          provider: providerName,
          mode,
          locale,
          gameId: id,
          balance,
          siteOrigin: config.siteOrigin,
          roundUrl: slotRoundPath(mode),
          freeUrl: slotRoundPath('free'),
          freeSpins,
          refused,
          session: counted,
        }),
      );
  });

  const body = {
    type: 'object',
    additionalProperties: false,
    required: ['gameId', 'bet'],
    properties: {
      gameId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      bet: { type: 'number', enum: slotBets.map(toEur) },
    },
  };
  /** After a real-money or free round: the game is recent, finished wagering releases the promo; the answer. */
  const afterRound = async (playerId: number, gameId: number, spin: SlotSpin) => {
    await recordRecentGame(db, playerId, gameId);
    await releaseWageredPromo(db, playerId);
    const wallet = await readWallet(db, playerId);
    return {
      success: true,
      line: spin.line,
      multiplier: spin.multiplier,
      win: toEur(spin.win),
      balance: toEur(wallet.cash + wallet.promo),
    };
  };

  const roundOf = (request: FastifyRequest<RoundRoute>) => {
    const { gameId, bet } = request.body;
    return { gameId, bet: toCents(bet, 'bet') };
  };

  app.post<RoundRoute>(slotRoundPath('demo'), { schema: { body } }, async (request) => {
    const { gameId, bet } = roundOf(request);
    await startableGame(db, gameId);
    const spin = spinSlot(bet);
    return { success: true, line: spin.line, multiplier: spin.multiplier, bet: toEur(bet), win: toEur(spin.win) };
  });

  app.post<RoundRoute>(slotRoundPath('real'), { schema: { body } }, async (request) => {
    const { playerId, idHash } = await requireRoundPlayer(request);
    const { gameId, bet } = roundOf(request);
    let spin: SlotSpin | undefined;
    // playRound refuses an ended session (115), an unknown (131) or disabled (132) game in its transaction.
    const round = await playRound(db, {
      playerId,
      gameId,
      bet,
      sessionIdHash: idHash,
      win: (stake) => {
        spin = spinSlot(stake);
        return spin.win;
      },
    });
    // Real-money wagering completes the bonus game's rounds and earns loyalty points (free spins wager nothing).
    await earnLoyaltyPoints(db, playerId, await creditBonusGameRounds(db, playerId));
    return { ...(await afterRound(playerId, gameId, spin!)), bet: toEur(round.bet) };
  });

  app.post<{ Body: Pick<RoundRoute['Body'], 'gameId'> }>(
    slotRoundPath('free'),
    { schema: { body: { ...body, required: ['gameId'], properties: { gameId: body.properties.gameId } } } },
    async (request) => {
      const { playerId } = await requirePlayer(request);
      const { gameId } = request.body;
      await startableGame(db, gameId);
      let spin: SlotSpin | undefined;
      const { left } = await playFreeSpin(db, playerId, gameId, (stake) => {
        spin = spinSlot(stake);
        return spin.win;
      });
      return { ...(await afterRound(playerId, gameId, spin!)), bet: 0, freeSpinsLeft: left };
    },
  );
}
