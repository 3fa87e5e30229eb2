import { createHash, randomBytes } from 'node:crypto';
import { isOldEnough, MINUTE_MS } from '@casino/flows/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentificationProvider, ReportIdentification } from './bank-id/provider.ts';
import { ApiError } from '../http/api-error.ts';
import type { ServiceHandlers } from '../contract/handler-types.ts';
import { admitPlayer, isLicensedCountry, type AccountContext, type PolicyFlags } from './players.ts';
import {
  accountOfIdentity,
  claimBankLogin,
  findLiveBankLogin,
  insertBankLogin,
  recordIdentification,
  type BankLogin,
} from './repository.ts';

/** How long a bank login may take, from init to the session. */
const BANK_LOGIN_MINUTES = 15;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The bank login (Pay N Play): init answers a token and the provider's URL; the provider reports the person; the
 * status call (or autoLogin with the same token as `t`) then starts a session, creating the account of a person
 * seen for the first time. Such an account has no e-mail, nickname or password yet (the complete-account flow)
 * and has accepted no terms, so its first session needs the policy flags: the status call answers 214/215 and the
 * app sends autoLogin with the token and the flags.
 */
export function bankLoginHandlers(
  context: AccountContext,
  connectProvider: (report: ReportIdentification) => IdentificationProvider,
): ServiceHandlers<'player'> {
  const { db, config } = context;

  const find = (token: string) => findLiveBankLogin(db, hashOf(token));

  const report: ReportIdentification = async (token, result) => {
    const login = await find(token);
    if (login?.status !== 'pending') return;
    const status =
      'cancelled' in result
        ? 'cancelled'
        : isLicensedCountry(login.country) && isOldEnough(result.identity.birthDate, login.country, new Date())
          ? 'identified'
          : 'failed';
    await recordIdentification(db, login.tokenHash, status, 'identity' in result ? result.identity : null);
  };

  /** Starts the session of an identified bank login; each login starts at most one. */
  const finish = async (request: FastifyRequest, reply: FastifyReply, login: BankLogin, flags: PolicyFlags) => {
    const player = await accountOfIdentity(db, login.country, login.identity!);
    await admitPlayer(db, config, player, flags);
    if (!(await claimBankLogin(db, login.tokenHash))) return false;
    await request.server.sessions.start(request, reply, player.id, 'bankLogin');
    return true;
  };

  const provider = connectProvider(report);

  return {
    initBankLogin: async (request) => {
      const { country, method } = request.body;
      if (!isLicensedCountry(country))
        throw ApiError.of('countryBlocked', 'The bank login is not open in this country');
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await insertBankLogin(db, {
        tokenHash: hashOf(token),
        country,
        method,
        status: 'pending',
        createdTime: now,
        expiresTime: new Date(now.getTime() + BANK_LOGIN_MINUTES * MINUTE_MS),
      });
      return { success: true, token, redirectUrl: await provider.start({ token, country, method }) };
    },

    getBankLoginStatus: async (request, reply) => {
      const login = await find(request.body.token);
      if (!login) throw ApiError.of('paymentProvider', 'Unknown or expired bank login');
      if (login.status === 'identified') await finish(request, reply, login, {});
      return { success: true, status: login.status === 'identified' ? 'ok' : login.status };
    },

    autoLogin: async (request, reply) => {
      const { t, ...flags } = request.body;
      const login = await find(t);
      if (login?.status !== 'identified' || !(await finish(request, reply, login, flags)))
        throw ApiError.of('badCredentials', 'Unknown or used login token');
      return { success: true };
    },
  };
}
