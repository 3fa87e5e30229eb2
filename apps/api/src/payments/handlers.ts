import { CURRENCY, FIRST_PAGE } from '@casino/flows/rules';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { OK } from '../http/envelope.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import { depositUseCases } from './deposits.ts';
import { cancelWithdrawal, paymentMethods, requestWithdrawal } from './payments.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentPage, storedReferences } from './repository.ts';
import { toCents, toEur } from '../http/money.ts';
import { assertPaymentsAllowed } from '../protection/gambling.ts';
import { readWallet } from '../wallet/wallet.ts';
import { saveContactDetails } from '../accounts/players.ts';
import type { PlayerRequest, PlayerSchemas, ServiceHandlers } from '../contract/handler-types.ts';

const bounds = (method: (typeof paymentMethods)[number]): PlayerSchemas['PaymentMethod'] => ({
  method: method.method,
  minAmount: { EUR: method.min },
  maxAmount: { EUR: method.max },
});

type PaymentRow = Awaited<ReturnType<typeof paymentPage>>['rows'][number]['row'];

/** A withdrawal's steps taken so far, in the order they are taken, each with its time (the contract's extension). */
function withdrawalSteps(row: PaymentRow): PlayerSchemas['WithdrawalStep'][] {
  const times = [
    ['requested', row.createdTime],
    ['approved', row.approvedTime],
    ['paid', row.paidTime],
    ['cancelled', row.cancelledTime],
    ['refused', row.refusedTime],
  ] as const;
  return times.flatMap(([step, time]) => (time ? [{ step, time: time.toISOString() }] : []));
}

/** The payment calls of openapi/player.yaml, with `provider` behind the deposits. */
export function paymentHandlers(db: Database, config: Config, provider: PaymentProvider): ServiceHandlers<'player'> {
  const deposits = depositUseCases(db, config, provider);

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
        ...(kind === 'withdrawal'
          ? {
              ...(row.status === 'pending' && !row.approvedTime ? { reference: row.reference } : {}),
              steps: withdrawalSteps(row),
            }
          : {}),
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

    initDeposit: async (request) => ({ success: true, ...(await deposits.initDeposit(request)) }),

    confirmDeposit: async (request) => ({ success: true, ...(await deposits.confirmDeposit(request)) }),

    getDepositStatus: async (request, reply) => {
      const payment = await deposits.depositStatus(request, reply);
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
