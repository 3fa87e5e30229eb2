import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { paymentReports } from '../payments/payments.ts';
import { simulatedPayments } from '../payments/simulated.ts';
import { paymentHandlers } from '../payments/handlers.ts';
import type { ServiceHandlers } from '../contract/handler-types.ts';
import { walletHandlers } from './handlers.ts';
import { registerRoundRoute } from './round-route.ts';
import { admitToPlay } from './wallet.ts';

/**
 * The wallet's part of the server (call after the sessions are registered, before the contract routes): the login
 * check (cool-off 217, self-exclusion 238, register 258), the same check before a real-money game launch, the
 * simulated payment provider and the round endpoint. Answers the wallet's handlers of the player API.
 */
export function registerWallet(app: FastifyInstance, db: Database, config: Config): ServiceHandlers<'player'> {
  app.sessions.admit((playerId) => admitToPlay(db, playerId));
  app.addHook('onRoute', (route) => {
    if ((route.schema as { operationId?: string } | undefined)?.operationId !== 'getRealGame') return;
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async (request) => {
        const session = await app.sessions.current(request);
        if (session) await admitToPlay(db, session.playerId);
      },
    ];
  });
  const provider = simulatedPayments(
    app,
    {
      siteOrigin: config.siteOrigin,
      secret: config.wallet.paymentCallbackSecret,
      processingSeconds: config.wallet.withdrawalProcessingSeconds,
    },
    paymentReports(db, config.wallet),
  );
  app.addHook('onClose', () => provider.close());
  registerRoundRoute(app, db);
  return { ...walletHandlers(db, config), ...paymentHandlers(db, config, provider) };
}
