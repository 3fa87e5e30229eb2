import { randomBytes } from 'node:crypto';
import {
  CURRENCY,
  DAY_MS,
  FIRST_PAGE,
  LOYALTY_CONVERT_MAX,
  LOYALTY_CONVERT_MIN,
  LOYALTY_POINTS_PER_EUR,
  SPENDING_CHART_DAYS,
  SPENDING_PERIOD_DAYS,
} from '@casino/flows/rules';
import { sessionStartTime, sessionTimes, spendLoyaltyPoints } from '../accounts/repository.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import type { ServiceHandlers } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { toCents, toEur } from '../http/money.ts';
import { lastDays } from '../protection/periods.ts';
import { gameRoundsPage, spendingSums } from './repository.ts';
import { book, lockWallet, readBalance } from './wallet.ts';

/** Balance, loyalty conversion, the game history and the spending overview (openapi/player.yaml). */
export function walletHandlers(db: Database): ServiceHandlers<'player'> {
  return {
    getBalance: async (request) => {
      const { playerId } = await requirePlayer(request);
      const wallet = await readBalance(db, playerId);
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
        const left = await spendLoyaltyPoints(tx, playerId, pointAmount);
        if (left === undefined)
          throw ApiError.of('invalidField', 'You do not have that many points', { field: 'pointAmount' });
        const cents = toCents(pointAmount / LOYALTY_POINTS_PER_EUR);
        await book(tx, playerId, [
          { kind: 'bonus', cash: 0, promo: cents, reference: `loyalty-${randomBytes(12).toString('base64url')}` },
        ]);
        return left;
      });
      return { success: true, points };
    },

    // The spending overview (an extension): the ledger's and the sessions' sums over rolling windows that end now,
    // each Finnish calendar day's net result, and the current session's play (its start is one more window).
    getSpending: async (request) => {
      const { playerId, idHash } = await requirePlayer(request);
      const now = new Date();
      const sessionStart = (await sessionStartTime(db, idHash)) ?? now;
      const windows = SPENDING_PERIOD_DAYS.map((days) => new Date(now.getTime() - days * DAY_MS));
      const days = lastDays(now, SPENDING_CHART_DAYS);
      const [sums, times] = await Promise.all([
        spendingSums(
          db,
          playerId,
          [...windows, sessionStart],
          days.map((day) => day.start),
        ),
        sessionTimes(db, playerId, windows),
      ]);
      const session = sums.windows[windows.length]!;
      return {
        success: true,
        periods: SPENDING_PERIOD_DAYS.map((days, index) => {
          const { deposits, withdrawals, bets, wins } = sums.windows[index]!;
          const [sessions, playedSeconds] = times[index]!;
          return {
            days,
            deposits: toEur(deposits),
            withdrawals: toEur(withdrawals),
            bets: toEur(bets),
            wins: toEur(wins),
            net: toEur(wins - bets),
            sessions,
            playedSeconds,
          };
        }),
        days: days.map((day, index) => ({ date: day.date, net: toEur(sums.days[index]!) })),
        session: {
          startTime: sessionStart.toISOString(),
          bets: toEur(session.bets),
          wins: toEur(session.wins),
          net: toEur(session.wins - session.bets),
        },
      };
    },

    getGameTransactions: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { query } = request;
      const page = query.page ?? FIRST_PAGE;
      const { rows, pageCount } = await gameRoundsPage(db, playerId, query, page);
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
