import { randomBytes } from 'node:crypto';
import {
  CURRENCY,
  DAY_MS,
  FIRST_PAGE,
  LOYALTY_CONVERT_MAX,
  LOYALTY_CONVERT_MIN,
  LOYALTY_POINTS_PER_EUR,
  MINUTE_MS,
} from '@casino/flows/rules';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { players } from '../db/accounts-schema.ts';
import type { Database } from '../db/database.ts';
import { readPage, totalRows } from '../db/pages.ts';
import { games } from '../db/schema.ts';
import { gameRounds, payments, wallets } from '../db/wallet-schema.ts';
import { ApiError } from '../http/api-error.ts';
import { requirePlayer } from '../sessions/sessions.ts';
import { checkPassword } from '../accounts/passwords.ts';
import { loadPlayer } from '../accounts/players.ts';
import type { PlayerRequest, ServiceHandlers } from '../contract/handler-types.ts';
import { changeLimits, limitsView } from './limits.ts';
import { toCents, toEur } from './money.ts';
import { assertMayGamble, book, lockWallet, readWallet } from './wallet.ts';
import type { WalletConfig } from '../config.ts';

/** Rows per page of the transaction histories. */
const HISTORY_PAGE_SIZE = 20;

/** Balance, limits, cool-off, reality check, loyalty conversion and the histories (openapi/player.yaml). */
export function walletHandlers(db: Database, config: WalletConfig): ServiceHandlers<'player'> {
  const { limitCoolingSeconds } = config;

  const limitChange = (kind: 'loss' | 'deposit') => async (request: PlayerRequest<'setLossLimits'>) => {
    const { playerId } = await requirePlayer(request);
    const wallet = await db.transaction(async (tx) => {
      const locked = await lockWallet(tx, playerId);
      if (locked.coolOffUntil && locked.coolOffUntil > new Date())
        throw ApiError.of('coolOffClosed', 'A cool-off is in force', {
          expireTimestamp: locked.coolOffUntil.getTime(),
        });
      await changeLimits(tx, playerId, kind, request.body, limitCoolingSeconds);
      return locked;
    });
    return limitsView(db, playerId, wallet.coolOffUntil);
  };

  /** Stores the reality-check interval (minutes) and/or when it next shows (null: off). */
  const realityCheck = async (
    playerId: number,
    change: (minutes: number) => { minutes: number; next: number | null },
  ) => {
    await db.insert(wallets).values({ playerId }).onConflictDoNothing();
    const { minutes, next } = change((await readWallet(db, playerId)).realityCheckMinutes);
    const time = next === null ? null : new Date(Date.now() + next * MINUTE_MS);
    await db
      .update(wallets)
      .set({ realityCheckMinutes: minutes, realityCheckTime: time })
      .where(eq(wallets.playerId, playerId));
    return { success: true, minutes, nextCheckTime: time?.toISOString() ?? null };
  };

  const moneyPage = async (request: PlayerRequest<'getDepositTransactions'>, kind: 'deposit' | 'withdrawal') => {
    const { playerId } = await requirePlayer(request);
    const page = request.query.page ?? FIRST_PAGE;
    const { rows, first, pageCount } = await readPage(
      (limit, offset) =>
        db
          .select({
            row: payments,
            total: totalRows,
            okSum: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'ok') over(), 0)::text`,
          })
          .from(payments)
          .where(and(eq(payments.playerId, playerId), eq(payments.kind, kind)))
          .orderBy(desc(payments.createdTime), desc(payments.id))
          .limit(limit)
          .offset(offset),
      page,
      HISTORY_PAGE_SIZE,
    );
    return {
      success: true,
      page,
      pageCount,
      transactions: rows.map(({ row }) => ({
        createdTime: row.createdTime.toISOString(),
        status: row.status,
        amount: toEur(row.amount),
        currency: CURRENCY,
        ...(row.status === 'pending' && kind === 'withdrawal' ? { reference: row.reference } : {}),
      })),
      ...(request.query.includeTotalAmounts ? { totalAmounts: { [CURRENCY]: toEur(Number(first?.okSum ?? 0)) } } : {}),
    };
  };

  return {
    getBalance: async (request) => {
      const { playerId } = await requirePlayer(request);
      const wallet = await readWallet(db, playerId);
      return {
        success: true,
        balance: toEur(wallet.cash + wallet.promo),
        currency: CURRENCY,
        cash: toEur(wallet.cash),
        promo: toEur(wallet.promo),
        currentTurnover: toEur(wallet.currentTurnover),
        totalTurnover: toEur(wallet.totalTurnover),
      };
    },

    getLimits: async (request) => {
      const { playerId } = await requirePlayer(request);
      return limitsView(db, playerId, (await readWallet(db, playerId)).coolOffUntil);
    },

    setLossLimits: limitChange('loss'),
    setDepositLimits: limitChange('deposit'),

    setCoolOff: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { coolOffDays, password } = request.body;
      const player = await loadPlayer(db, playerId);
      if (!(await checkPassword(player.passwordHash, password))) throw ApiError.of('mismatch', 'The password is wrong');
      const until = new Date(Date.now() + coolOffDays * DAY_MS);
      await db.transaction(async (tx) => {
        assertMayGamble(await lockWallet(tx, playerId));
        await tx.update(wallets).set({ coolOffUntil: until }).where(eq(wallets.playerId, playerId));
      });
      return { success: true, coolOff: true, endTime: until.toISOString() };
    },

    setRealityCheck: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { minutes } = request.body;
      return realityCheck(playerId, () => ({ minutes, next: minutes > 0 ? minutes : null }));
    },
    resetRealityCheck: async (request) => {
      const { playerId } = await requirePlayer(request);
      return realityCheck(playerId, (minutes) => ({ minutes, next: minutes > 0 ? minutes : null }));
    },
    resetSessionTime: async (request) => {
      const { playerId } = await requirePlayer(request);
      const next = request.params.minutes;
      return realityCheck(playerId, (minutes) => ({ minutes, next }));
    },

    convertLoyaltyPoints: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { pointAmount } = request.body;
      if (pointAmount < LOYALTY_CONVERT_MIN || pointAmount > LOYALTY_CONVERT_MAX || pointAmount % LOYALTY_CONVERT_MIN)
        throw ApiError.of(
          'invalidField',
          `Convert ${LOYALTY_CONVERT_MIN} to ${LOYALTY_CONVERT_MAX} points in hundreds`,
          {
            field: 'pointAmount',
          },
        );
      const points = await db.transaction(async (tx) => {
        await lockWallet(tx, playerId);
        const [player] = await tx
          .update(players)
          .set({ loyaltyPoints: sql`${players.loyaltyPoints} - ${pointAmount}` })
          .where(and(eq(players.id, playerId), gte(players.loyaltyPoints, pointAmount)))
          .returning({ points: players.loyaltyPoints });
        if (!player) throw ApiError.of('invalidField', 'You do not have that many points', { field: 'pointAmount' });
        const cents = toCents(pointAmount / LOYALTY_POINTS_PER_EUR);
        await book(tx, playerId, [
          { kind: 'bonus', cash: 0, promo: cents, reference: `loyalty-${randomBytes(12).toString('base64url')}` },
        ]);
        return player.points;
      });
      return { success: true, points };
    },

    getDepositTransactions: (request) => moneyPage(request, 'deposit'),
    getWithdrawalTransactions: (request) => moneyPage(request, 'withdrawal'),

    getGameTransactions: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { query } = request;
      const page = query.page ?? FIRST_PAGE;
      const where = and(
        eq(gameRounds.playerId, playerId),
        query.gameId === undefined ? undefined : eq(gameRounds.gameId, query.gameId),
        query.from === undefined ? undefined : gte(gameRounds.createdTime, new Date(`${query.from}T00:00:00Z`)),
        query.to === undefined
          ? undefined
          : lt(gameRounds.createdTime, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)),
      );
      const { rows, pageCount } = await readPage(
        (limit, offset) =>
          db
            .select({ round: gameRounds, name: games.name, total: totalRows })
            .from(gameRounds)
            .innerJoin(games, eq(games.id, gameRounds.gameId))
            .where(where)
            .orderBy(desc(gameRounds.createdTime), desc(gameRounds.id))
            .limit(limit)
            .offset(offset),
        page,
        HISTORY_PAGE_SIZE,
      );
      return {
        success: true,
        page,
        pageCount,
        transactions: rows.map(({ round, name }) => ({
          createdTime: round.createdTime.toISOString(),
          productTranslation: name,
          betAmount: toEur(round.bet),
          winAmount: toEur(round.win),
          currency: CURRENCY,
        })),
      };
    },
  };
}
