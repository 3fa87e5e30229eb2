import type { PanelPage } from '@casino/flows';
import type { HttpHandler } from 'msw';
import { player } from '../../stories/contract-handlers';
import { balance, teppo } from '../../stories/fixtures';
import { screenParameters } from '../../stories/screen';
import { panelOpenOn } from './panel-story';

/**
 * The player of the panel's screen stories: Onnekas77, with SMS consent (so that no marketing prompt covers the
 * panel), 50 € of bonus money with 400 € of 1000 € wagered, two free-spin bonuses and a campaign, 1250 loyalty
 * points (silver).
 */
export const panelPlayer = { ...teppo, nickName: 'Onnekas77', receiveEmail: false, receiveSms: true };

/** The panel player's balance: 110 € cash and 50 € bonus money, 400 € of 1000 € wagered. */
export const panelBalance = {
  ...balance,
  balance: 160,
  cash: 110,
  promo: 50,
  currentTurnover: 600,
  totalTurnover: 1000,
};

/** The panel player's loyalty points. */
export const panelLoyalty = { success: true, points: 1250, level: 'silver' };

const panelAnswers: Record<string, HttpHandler> = {
  player: player.get('/player', panelPlayer),
  balance: player.get('/player/balance', panelBalance),
  loyalty: player.get('/player/loyalty', panelLoyalty),
  freeSpins: player.get('/player/bonuses/freeSpins', {
    success: true,
    bonuses: { count: 2 },
    pageCount: 1,
    transactions: [],
  }),
  campaigns: player.get('/campaigns/depositCampaigns', {
    success: true,
    campaigns: [
      {
        campaignId: 1,
        title: 'Tervetuliaisbonus',
        minDepositAmount: 20,
        maxPromoLimit: 100,
        freeSpinAmount: 50,
        turnoverFactor: 30,
      },
    ],
  }),
};

/** A screen story's parameters: the home page of a logged-in player with the panel opened on `trail`. */
export const panelScreen = (trail: PanelPage[], handlers: Record<string, HttpHandler> = {}) =>
  screenParameters({ path: '/', pages: panelOpenOn(...trail), session: 'player' }, { ...panelAnswers, ...handlers });
