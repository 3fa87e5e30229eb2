import { CURRENCY, FIRST_PAGE } from '@casino/flows/rules';
import { checkCampaign, reserveCampaign } from '../bonuses/bonuses.ts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { OK } from '../http/envelope.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import {
  cancelWithdrawal,
  createDeposit,
  paymentMethods,
  requestWithdrawal,
  settleDeposit,
  storedReferences,
} from './payments.ts';
import type { PaymentProvider } from './provider.ts';
import { claimLogin, findPaymentByToken, paymentPage } from './repository.ts';
import { toCents, toEur } from '../http/money.ts';
import { assertPaymentsAllowed, assertRegisterReachable } from '../protection/gambling.ts';
import { readWallet } from '../wallet/wallet.ts';
import { admitPlayer, isLicensedCountry, loadPlayer, saveContactDetails } from '../accounts/players.ts';
import type { PlayerRequest, PlayerSchemas, ServiceHandlers } from '../contract/handler-types.ts';

/** The fields of a deposit's body that startDeposit reads: confirmDeposit's body has them too, but no policy checks. */
type DepositRequest = Pick<
  PlayerRequest<'initDeposit'>['body'],
  'amount' | 'method' | 'campaignId' | 'policyChecked' | 'privacyPolicyChecked'
>;

const bounds = (method: (typeof paymentMethods)[number]): PlayerSchemas['PaymentMethod'] => ({
  method: method.method,
  minAmount: { EUR: method.min },
  maxAmount: { EUR: method.max },
});

/** The payment calls of openapi/player.yaml, with `provider` behind the deposits. */
export function paymentHandlers(db: Database, config: Config, provider: PaymentProvider): ServiceHandlers<'player'> {
  /** The country a player registered in (Finland's deposit-limit rule; a stored reference's deposit is made there). */
  const countryOf = async (playerId: number) => (await loadPlayer(db, playerId)).country;

  /** A deposit in `country` (the player's own when absent: a stored reference's deposit). */
  const startDeposit = async (playerId: number | null, body: DepositRequest, country?: string) => {
    await assertRegisterReachable(db);
    const playerCountry = playerId === null ? null : await countryOf(playerId);
    country ??= playerCountry!;
    const cents = toCents(body.amount);
    const campaignId = playerId === null ? undefined : body.campaignId;
    if (campaignId !== undefined) await checkCampaign(db, playerId!, campaignId, cents);
    const { token, reference } = await createDeposit(db, config.wallet, {
      playerId,
      playerCountry,
      cents,
      method: body.method,
      country,
      policyAccepted: body.policyChecked === true,
      privacyAccepted: body.privacyPolicyChecked === true,
    });
    if (campaignId !== undefined) await reserveCampaign(db, playerId!, campaignId, reference);
    const redirectUrl = await provider.startDeposit({
      reference,
      amount: cents,
      method: body.method,
      country,
      identify: playerId === null,
    });
    return { token, redirectUrl };
  };

  const withdrawalAllowed = async (request: FastifyRequest) => {
    const { playerId } = await requirePlayer(request);
    const wallet = await readWallet(db, playerId);
    assertPaymentsAllowed(wallet, 'withdrawal');
    return { playerId, wallet };
  };

  const moneyPage = async (request: PlayerRequest<'getDepositTransactions'>, kind: 'deposit' | 'withdrawal') => {
    const { playerId } = await requirePlayer(request);
    const page = request.query.page ?? FIRST_PAGE;
    const { rows, first, pageCount } = await paymentPage(db, playerId, kind, page);
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
    getDepositTransactions: (request) => moneyPage(request, 'deposit'),
    getWithdrawalTransactions: (request) => moneyPage(request, 'withdrawal'),

    getPaymentMethods: async (request) => {
      const session = await request.server.sessions.current(request);
      const stored = session ? await storedReferences(db, session.playerId) : [];
      return {
        success: true,
        methods: paymentMethods.map((method) => ({
          ...bounds(method),
          storedData: stored.filter((row) => row.method === method.method).map((row) => ({ reference: row.reference })),
        })),
      };
    },

    initDeposit: async (request) => {
      const { body } = request;
      if (!isLicensedCountry(body.country))
        throw ApiError.of('countryBlocked', 'Deposits are not open in this country');
      const session = await request.server.sessions.current(request);
      if (!session) {
        if (body.policyChecked !== true) throw ApiError.of('termsNotAccepted', 'Accept the terms and conditions');
        if (body.privacyPolicyChecked !== true) throw ApiError.of('privacyNotAccepted', 'Accept the privacy policy');
      }
      return { success: true, ...(await startDeposit(session?.playerId ?? null, body, body.country)) };
    },

    confirmDeposit: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { body } = request;
      const stored = await storedReferences(db, playerId);
      if (!stored.some((row) => row.method === body.method && row.reference === body.storedDetailReference))
        throw ApiError.of('paymentDetailsMissing', 'Add your payment details with a first deposit');
      return { success: true, ...(await startDeposit(playerId, body)) };
    },

    getDepositStatus: async (request, reply) => {
      const { token } = request.body;
      const find = async () => {
        const row = await findPaymentByToken(db, token);
        if (!row) throw ApiError.of('paymentProvider', 'Unknown payment');
        return row;
      };
      let payment = await find();
      if (payment.status === 'pending') {
        const outcome = await provider.depositOutcome(payment.reference);
        if (outcome) {
          await settleDeposit(db, config.wallet, payment.reference, outcome);
          payment = await find();
        }
      }
      if (payment.status === 'ok' && payment.identity && !payment.loginDone && payment.playerId !== null) {
        await admitPlayer(db, config, await loadPlayer(db, payment.playerId), {
          policyChecked: payment.policyAccepted,
          privacyPolicyChecked: payment.privacyAccepted,
        });
        if (await claimLogin(db, payment.id))
          await request.server.sessions.start(request, reply, payment.playerId, 'payNPlay');
      }
      return { success: true, status: payment.status, amount: toEur(payment.amount), currency: CURRENCY };
    },

    prefillDeposit: async (request) => {
      const { playerId } = await requirePlayer(request);
      await saveContactDetails(db, playerId, request.body);
      return OK;
    },

    initWithdraw: async (request) => {
      const { wallet } = await withdrawalAllowed(request);
      return {
        success: true,
        totalBalance: toEur(wallet.cash + wallet.promo),
        cashBalance: toEur(wallet.cash),
        promoBalance: toEur(wallet.promo),
        cashReserve: toEur(wallet.cashReserve),
        methods: paymentMethods.map(bounds),
      };
    },

    withdraw: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { amount, method } = request.body;
      await requestWithdrawal(db, playerId, toCents(amount), method);
      return OK;
    },

    cancelWithdraw: async (request) => {
      const { playerId } = await requirePlayer(request);
      await cancelWithdrawal(db, playerId, request.body.reference);
      return OK;
    },
  };
}
