import { DEFAULT_LOCALE, FIRST_PAGE } from '@casino/flows/rules';
import {
  BONUS_GAME_ROUND_WAGER,
  bonusGameRewards,
  bonusGameRoundsDone,
  completeWheelSpin,
  spinWheel,
  toReward,
  wheelPrizes,
  wheelSpinsLeft,
} from './bonuses.ts';
import { listJackpots } from './jackpots.ts';
import { playerLanguage } from '../accounts/repository.ts';
import { cancelFreeSpins, freeSpinsPage, openCampaigns } from './repository.ts';
import { wageredCents } from '../wallet/repository.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { OK } from '../http/envelope.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import type { ServiceHandlers } from '../contract/handler-types.ts';
import { toEur } from '../http/money.ts';

/**
 * What the bonuses ask of payments (src/domains.ts passes it; payments credits the campaigns, so bonuses does not
 * import it): whether the player has stored payment details, which a deposit campaign needs.
 */
export interface PaymentsPort {
  hasPaymentDetails(db: Database, playerId: number): Promise<boolean>;
}

/** Free spins, campaigns, the bonus wheel, the bonus game and jackpots (openapi/player.yaml). */
export function bonusHandlers(db: Database, payments: PaymentsPort): ServiceHandlers<'player'> {
  return {
    getFreeSpins: async (request) => {
      const { playerId } = await requirePlayer(request);
      const page = request.query.page ?? FIRST_PAGE;
      const { rows, total, pageCount } = await freeSpinsPage(db, playerId, page);
      return {
        success: true,
        bonuses: { count: total },
        pageCount,
        transactions: rows.map(({ bonus, game }) => ({
          freeSpinsBonusId: bonus.id,
          name: bonus.name,
          games: [{ translation: game.name, friendlyName: game.friendlyName }],
          freeSpins: bonus.remaining,
          total: bonus.total,
          turnoverFactor: bonus.turnoverFactor,
          expirationTime: bonus.expirationTime.toISOString(),
          createdTime: bonus.createdTime.toISOString(),
          cancellable: bonus.cancellable,
        })),
      };
    },

    cancelFreeSpins: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { freeSpinsBonusId } = request.body;
      if (!(await cancelFreeSpins(db, playerId, freeSpinsBonusId)))
        throw ApiError.of('invalidField', 'No cancellable bonus has this id', { field: 'freeSpinsBonusId' });
      return OK;
    },

    getDepositCampaigns: async (request) => {
      const { playerId } = await requirePlayer(request);
      if (!(await payments.hasPaymentDetails(db, playerId)))
        throw ApiError.of('paymentDetailsMissing', 'Add your payment details with a first deposit');
      const locale = (await playerLanguage(db, playerId)) ?? DEFAULT_LOCALE;
      return {
        success: true,
        campaigns: (await openCampaigns(db, playerId)).map((campaign) => ({
          campaignId: campaign.id,
          title: campaign.titles[locale] ?? campaign.titles.en,
          minDepositAmount: toEur(campaign.minDeposit),
          maxPromoLimit: toEur(campaign.maxPromo),
          freeSpinAmount: campaign.freeSpins,
          turnoverFactor: campaign.turnoverFactor,
        })),
      };
    },

    getBonusWheelSpins: async (request) => {
      const { playerId } = await requirePlayer(request);
      return {
        success: true,
        available_spins: await wheelSpinsLeft(db, playerId),
        maxPrizes: wheelPrizes.map(toReward),
      };
    },

    spinBonusWheel: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { reference, prize, left } = await spinWheel(db, playerId);
      return { success: true, reference, prize: toReward(prize), available_spins: left };
    },

    completeBonusWheel: async (request) => {
      const { playerId } = await requirePlayer(request);
      await completeWheelSpin(db, playerId, request.body.reference);
      return OK;
    },

    getBonusGameProgress: async (request) => {
      const { playerId } = await requirePlayer(request);
      const wagered = await wageredCents(db, playerId);
      const done = bonusGameRoundsDone(wagered);
      return {
        success: true,
        wagered: toEur(wagered),
        wagerPerRound: toEur(BONUS_GAME_ROUND_WAGER),
        rounds: bonusGameRewards.map((reward, index) => ({
          round: index + 1,
          completed: index < done,
          reward: index < done ? toReward(reward) : null,
        })),
      };
    },

    getBonusGameRewards: async (request) => {
      await requirePlayer(request);
      return { success: true, rewards: bonusGameRewards.map(toReward) };
    },

    getJackpots: async () => ({ success: true, jackpots: await listJackpots(db) }),
  };
}
