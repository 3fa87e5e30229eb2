import type { FastifyInstance } from 'fastify';
import { simulatedBankId } from './accounts/bank-id/simulated.ts';
import { avatarHandlers, playerHandlers, type PlayerServices } from './accounts/handlers.ts';
import type { AccountContext } from './accounts/players.ts';
import { bonusHandlers } from './bonuses/handlers.ts';
import { catalogueContentHandlers } from './catalogue/content-handlers.ts';
import { catalogueHandlers } from './catalogue/handlers.ts';
import { playerGameHandlers } from './catalogue/player-games.ts';
import { cmsHandlers } from './content/cms.ts';
import { contentHandlers } from './content/handlers.ts';
import type { DomainHandlers } from './contract/handler-types.ts';
import { registerSlotGame } from './demo-game/routes.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { paymentReports } from './payments/payments.ts';
import { depositsUsed, hasStoredPaymentDetails } from './payments/repository.ts';
import { simulatedPayments } from './payments/simulated.ts';
import { searchHandlers } from './search/handlers.ts';
import { supportHandlers } from './support/handlers.ts';
import { walletHandlers } from './wallet/handlers.ts';
import { registerRoundRoute } from './wallet/round-route.ts';
import { admitToPlay } from './protection/gambling.ts';
import { protectionHandlers } from './protection/handlers.ts';
import { lossesUsed } from './wallet/rounds.ts';
import { setCoolOff, setRealityCheck } from './wallet/repository.ts';
import { lockWallet, readWallet } from './wallet/wallet.ts';

/**
 * The composition root: every domain's operations, hooks and own routes, assembled in one place (call after the
 * sessions are registered, before the contract routes). Returns each service document's implemented operations as
 * the router calls them; each domain types its handlers from the contract (ServiceHandlers), the contract has
 * validated the request before, and nothing more is checked here.
 */
export function registerDomains(app: FastifyInstance, context: AccountContext): DomainHandlers {
  const { db, config } = context;
  const services: PlayerServices = {
    ...context,
    connectIdentificationProvider: (report) => simulatedBankId(app, config.siteOrigin, report),
  };

  // Who may play: the login check (cool-off 217, self-exclusion 238, register 258), and the same check before a
  // real-money game launch (the catalogue's).
  const admit = (playerId: number) => admitToPlay(db, () => readWallet(db, playerId));
  app.sessions.admit(admit);

  const provider = simulatedPayments(
    app,
    db,
    {
      siteOrigin: config.siteOrigin,
      secret: config.wallet.paymentCallbackSecret,
      processingSeconds: config.wallet.withdrawalProcessingSeconds,
    },
    paymentReports(db, config.wallet),
  );
  app.addHook('onClose', () => provider.close());
  registerRoundRoute(app, db);
  registerSlotGame(app, db, config);

  return {
    player: {
      ...playerHandlers(services),
      ...catalogueHandlers(db, config, { admitToPlay: admit }),
      ...searchHandlers(db),
      ...walletHandlers(db),
      ...protectionHandlers(db, config.wallet, {
        read: readWallet,
        lock: lockWallet,
        setCoolOff,
        setRealityCheck,
        lossesUsed,
        depositsUsed,
      }),
      ...paymentHandlers(db, config, provider),
      ...bonusHandlers(db, { hasPaymentDetails: hasStoredPaymentDetails }),
      ...playerGameHandlers(db),
      ...supportHandlers(context),
    },
    content: { ...contentHandlers(db, config.maintenanceBranding), ...catalogueContentHandlers(db) },
    avatar: avatarHandlers(services),
    cms: cmsHandlers(db),
  };
}
