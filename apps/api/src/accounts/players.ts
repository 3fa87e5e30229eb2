import { isValidEmail, isValidPhoneNumber, type Country } from '@casino/flows/rules';
import type { Config } from '../config.ts';
import type { PlayerRequest, PlayerSchemas } from '../contract/handler-types.ts';
import type { PlayerStatus } from './schema.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { LoginThrottle } from '../http/rate-limits.ts';
import { composeMessage } from '../mail/messages.ts';
import type { MessageTransport } from '../mail/transport.ts';
import { issueCode } from './codes.ts';
import {
  findPlayer,
  findPlayerByEmail,
  findPlayerColumns,
  isEmailTaken,
  isNickNameTaken,
  isPhoneNumberTaken,
  liveCodeExpiry,
  updatePlayer,
  type PlayerRow,
} from './repository.ts';

/** What the player and avatar handlers work with. */
export interface AccountContext {
  db: Database;
  config: Config;
  transport: MessageTransport;
  loginThrottle: LoginThrottle;
}

/** The countries the operator is licensed for; registration, the bank login and a deposit refuse any other with 108. */
const LICENSED_COUNTRIES: readonly Country[] = ['FIN', 'EST'];

export const isLicensedCountry = (country: string): country is Country =>
  LICENSED_COUNTRIES.some((licensed) => licensed === country);

/** E-mail addresses are compared and stored lower-cased and trimmed. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** 3 to 50 letters, digits, `_`, `-` or `.`; these words (in any case) are refused as impersonation. */
const NICKNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,50}$/u;
const RESERVED_NICKNAMES = ['admin', 'administrator', 'support', 'moderator', 'casino', 'system'];

const invalid = (field: string, message: string) => ApiError.of('invalidField', message, { field });

export async function loadPlayer(db: Database, id: number): Promise<PlayerRow> {
  const row = await findPlayer(db, id);
  if (!row) throw ApiError.of('notLoggedIn', 'Not logged in');
  return row;
}

/** The address and phone a payment form is prefilled with (prefillDeposit); the phone number checked first. */
export type ContactDetails = Partial<Pick<PlayerRow, 'address' | 'houseNumber' | 'phoneNumber' | 'city' | 'zipCode'>>;

/** Stores contact details the player gave; a phone number must be valid and nobody else's (195). */
export async function saveContactDetails(db: Database, playerId: number, details: ContactDetails): Promise<void> {
  const { phoneNumber, ...address } = details;
  const changes = {
    ...address,
    ...(phoneNumber == null ? {} : { phoneNumber: await checkPhoneNumber(db, phoneNumber, playerId) }),
  };
  if (Object.keys(changes).length > 0) await updatePlayer(db, playerId, changes);
}

export async function findByEmail(db: Database, email: string): Promise<PlayerRow | undefined> {
  return findPlayerByEmail(db, normaliseEmail(email));
}

/** The contract's Player of a player (115 when there is none), read from only the columns it shows. */
export async function readPlayer(db: Database, id: number): Promise<PlayerSchemas['Player']> {
  const row = await findPlayerColumns(db, id);
  if (!row) throw ApiError.of('notLoggedIn', 'Not logged in');
  return { ...row, lastLoginTime: row.lastLoginTime?.toISOString() ?? null };
}

/** The e-mail address in the spec's simple pattern (195) and not another player's (180). */
export async function checkEmail(db: Database, email: string, exceptId?: number): Promise<string> {
  const normalised = normaliseEmail(email);
  if (!isValidEmail(normalised)) throw invalid('email', 'Invalid e-mail address');
  if (await isEmailTaken(db, normalised, exceptId))
    throw ApiError.of('conflict', 'The e-mail address is already registered', { field: 'email' });
  return normalised;
}

/** A nickname of the allowed characters (195), no reserved word and not another player's in any case (180). */
export async function checkNickName(db: Database, nickName: string, exceptId?: number): Promise<string> {
  const trimmed = nickName.trim();
  if (!NICKNAME_PATTERN.test(trimmed)) throw invalid('nickName', 'A nickname has 3 to 50 letters, digits, _, - or .');
  if (RESERVED_NICKNAMES.includes(trimmed.toLowerCase()))
    throw ApiError.of('conflict', 'This nickname is not allowed', { field: 'nickName' });
  if (await isNickNameTaken(db, trimmed, exceptId))
    throw ApiError.of('conflict', 'The nickname is taken', { field: 'nickName' });
  return trimmed;
}

/** A phone number of the shared helper's form, + and 3 to 15 digits (195), not another player's (180). */
export async function checkPhoneNumber(db: Database, phoneNumber: string, exceptId?: number): Promise<string> {
  if (!isValidPhoneNumber(phoneNumber)) throw invalid('phoneNumber', 'A phone number is + and 3 to 15 digits');
  if (await isPhoneNumberTaken(db, phoneNumber, exceptId))
    throw ApiError.of('conflict', 'The phone number is already registered', { field: 'phoneNumber' });
  return phoneNumber;
}

/** A name field: not blank once trimmed (195). */
export function checkName(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw invalid(field, `${field} is required`);
  return trimmed;
}

/** The acceptance of the current terms and privacy policy that a login (password, bank or autoLogin) may send. */
export type PolicyFlags = Pick<PlayerRequest<'login'>['body'], 'policyChecked' | 'privacyPolicyChecked'>;

/** `params.expireTimestamp` of a lock or deadline that ends at `end`; none when there is no end. */
const endingAt = (end: Date | null) => (end ? { expireTimestamp: end.getTime() } : undefined);

/**
 * Whether the player may log in, after the credentials were proven: 114 pending activation (with the activation
 * code's expiry as `params.expireTimestamp` while one is live), 111 frozen (with the lock's end), 210 closed (no end:
 * closing is not lifted by time); then 214 and 215 when the player has not accepted the current terms or privacy
 * policy and the flag of this request does not accept them. Records the acceptance of the flags.
 */
export async function admitPlayer(db: Database, config: Config, row: PlayerRow, flags: PolicyFlags): Promise<void> {
  const status: PlayerStatus =
    row.status === 'frozen' && row.frozenUntil && row.frozenUntil.getTime() <= Date.now() ? 'active' : row.status;
  if (status === 'pending')
    throw ApiError.of(
      'notActivated',
      'The account is not activated yet',
      endingAt(await liveCodeExpiry(db, row.id, 'activation')),
    );
  if (status === 'frozen') throw ApiError.of('accountFrozen', 'The account is frozen', endingAt(row.frozenUntil));
  if (status === 'closed') throw ApiError.of('notActive', 'The account is not active');
  const termsDue = row.termsVersion < config.termsVersion;
  const privacyDue = row.privacyVersion < config.privacyVersion;
  if (termsDue && flags.policyChecked !== true)
    throw ApiError.of('termsNotAccepted', 'Accept the terms and conditions');
  if (privacyDue && flags.privacyPolicyChecked !== true)
    throw ApiError.of('privacyNotAccepted', 'Accept the privacy policy');
  if (termsDue || privacyDue || status !== row.status)
    await updatePlayer(db, row.id, {
      termsVersion: config.termsVersion,
      privacyVersion: config.privacyVersion,
      status,
      frozenUntil: null,
    });
}

/** Issues a code of `kind` to the player's e-mail or phone and sends it in the player's language. */
export async function sendCode(
  context: AccountContext,
  player: Pick<PlayerRow, 'id' | 'language'>,
  kind: 'activation' | 'passwordReset' | 'emailCode' | 'smsCode',
  to: string,
): Promise<void> {
  const purpose = (
    {
      activation: 'activation',
      passwordReset: 'passwordReset',
      emailCode: 'emailVerification',
      smsCode: 'smsVerification',
    } as const
  )[kind];
  const code = await issueCode(context.db, player.id, purpose, to);
  await context.transport.send(composeMessage(kind, player.language, to, code, context.config.siteOrigin));
}
