import type { FastifyReply } from 'fastify';
import { admitPlayer, isLicensedCountry, loadPlayer } from '../accounts/players.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import { checkCampaign } from '../bonuses/bonuses.ts';
import { reserveCampaign } from '../bonuses/repository.ts';
import type { Config } from '../config.ts';
import type { PlayerRequest } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { toCents } from '../http/money.ts';
import { assertRegisterReachable } from '../protection/gambling.ts';
import { createDeposit, settleDeposit } from './payments.ts';
import type { PaymentProvider } from './provider.ts';
import { claimLogin, findPaymentByToken, storedReferences } from './repository.ts';

/** The fields of a deposit's body that startDeposit reads: confirmDeposit's body has them too, but no policy checks. */
type DepositRequest = Pick<
  PlayerRequest<'initDeposit'>['body'],
  'amount' | 'method' | 'campaignId' | 'policyChecked' | 'privacyPolicyChecked'
>;

/**
 * Starting a deposit and following it to its end (initDeposit, confirmDeposit and getDepositStatus of
 * openapi/player.yaml), over the domains a deposit passes in turn: the self-exclusion register (protection), the
 * player (accounts), the campaign (bonuses), the payment itself and `provider`, which collects it.
 */
export function depositUseCases(db: Database, config: Config, provider: PaymentProvider) {
  /** The country a player registered in (Finland's deposit-limit rule; a stored reference's deposit is made there). */
  const countryOf = async (playerId: number) => (await loadPlayer(db, playerId)).country;

  /**
   * A deposit in `country` (the player's own when absent: a stored reference's deposit): the register is reachable
   * (258), the campaign it names is open (195), the payment passes its checks, the campaign is reserved for it and the
   * provider is asked where to send the payer. Answers the status token and that address.
   */
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

  return {
    /**
     * A deposit in the country the body names (initDeposit): only in a licensed country (108); a visitor's (Pay N
     * Play) deposit has accepted the terms (214) and the privacy policy (215), a logged-in player's is the player's.
     */
    async initDeposit(request: PlayerRequest<'initDeposit'>) {
      const { body } = request;
      if (!isLicensedCountry(body.country))
        throw ApiError.of('countryBlocked', 'Deposits are not open in this country');
      const session = await request.server.sessions.current(request);
      if (!session) {
        if (body.policyChecked !== true) throw ApiError.of('termsNotAccepted', 'Accept the terms and conditions');
        if (body.privacyPolicyChecked !== true) throw ApiError.of('privacyNotAccepted', 'Accept the privacy policy');
      }
      return startDeposit(session?.playerId ?? null, body, body.country);
    },

    /** A logged-in player's deposit with stored payment details (confirmDeposit): 125 without such details. */
    async confirmDeposit(request: PlayerRequest<'confirmDeposit'>) {
      const { playerId } = await requirePlayer(request);
      const { body } = request;
      const stored = await storedReferences(db, playerId);
      if (!stored.some((row) => row.method === body.method && row.reference === body.storedDetailReference))
        throw ApiError.of('paymentDetailsMissing', 'Add your payment details with a first deposit');
      return startDeposit(playerId, body);
    },

    /**
     * The deposit of a status token (getDepositStatus; unknown token 119): a pending one is settled when the provider
     * has the payer's word, and a Pay N Play deposit that credited starts its player's session, once. Answers the
     * payment as it is now.
     */
    async depositStatus(request: PlayerRequest<'getDepositStatus'>, reply: FastifyReply) {
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
      return payment;
    },
  };
}
