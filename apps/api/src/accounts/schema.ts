import type { PlayerComponents } from '@casino/api-client';
import { CURRENCY, type Locale } from '@casino/flows/rules';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bytea, cents } from '../db/columns.ts';

/** The avatar pictures of the two brands' sets (12 and 29 pictures). */
export const avatars = pgTable(
  'avatars',
  {
    setSize: integer('set_size').notNull(),
    id: integer('id').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.setSize, table.id] })],
);

/** A document as the contract lists its kinds, statuses and sources. */
type Document = PlayerComponents['schemas']['Document'];

/**
 * pending: registered, waiting for the activation code (login answers 114); active; frozen: locked by the operator
 * until `frozenUntil` (111); closed: closed by the operator (210).
 */
export type PlayerStatus = 'pending' | 'active' | 'frozen' | 'closed';

/**
 * Players. `email` is stored lower-cased and is null for an account created by the bank login until it is completed;
 * `passwordHash` (argon2id) is null for such an account until addPassword. `bankIdentity` is the identity the bank
 * login proved (`<country>:<personal code>`).
 */
export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    nickName: text('nick_name'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    address: text('address'),
    houseNumber: text('house_number'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country').notNull(),
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    identityVerified: boolean('identity_verified').notNull().default(false),
    bankIdentity: text('bank_identity').unique(),
    receiveEmail: boolean('receive_email').notNull().default(false),
    receiveSms: boolean('receive_sms').notNull().default(false),
    marketingConsentTime: at('marketing_consent_time'),
    language: text('language').$type<Locale>().notNull(),
    currency: text('currency').notNull().default(CURRENCY),
    promoCode: text('promo_code'),
    status: text('status').$type<PlayerStatus>().notNull(),
    frozenUntil: at('frozen_until'),
    /** The versions of the terms and of the privacy policy the player last accepted (0: none). */
    termsVersion: integer('terms_version').notNull().default(0),
    privacyVersion: integer('privacy_version').notNull().default(0),
    avatar: integer('avatar').notNull().default(1),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    /** The real-money wagering (cents, all time) already counted into the loyalty points (earnLoyaltyPoints). */
    loyaltyWagered: cents('loyalty_wagered').notNull().default(0),
    createdTime: at('created_time').notNull().defaultNow(),
    /** The login before the current one (the Player's lastLoginTime) and the current one. */
    lastLoginTime: at('last_login_time'),
    currentLoginTime: at('current_login_time'),
  },
  (table) => [
    uniqueIndex('players_nick_name_lower').on(sql`lower(${table.nickName})`),
    uniqueIndex('players_phone_number').on(table.phoneNumber),
  ],
);

/** The player a row belongs to, deleted with the player's account. */
export const playerId = () =>
  integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

/** Sessions by the SHA-256 of their cookie value, so that the table alone cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    playerId: playerId(),
    createdTime: at('created_time').notNull(),
    lastSeenTime: at('last_seen_time').notNull(),
    expiresTime: at('expires_time').notNull(),
  },
  (table) => [index('sessions_player').on(table.playerId)],
);

/**
 * Sessions that ended (a logout, or another device's session ended by a password change or a break), moved here
 * from `sessions` as they end: the spending overview counts the sessions and the time played of both tables.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: playerId(),
    createdTime: at('created_time').notNull(),
    endedTime: at('ended_time').notNull(),
  },
  (table) => [index('ended_sessions_player').on(table.playerId, table.createdTime)],
);

export type CodePurpose = 'activation' | 'passwordReset' | 'emailVerification' | 'smsVerification';

/**
 * One-time codes, stored as SHA-256 hashes: activation and password-reset codes (long, looked up by hash) and the
 * short e-mail and SMS codes (looked up by player, with a count of wrong attempts). `target` is the address or
 * number the code was sent to; the SMS rows are also the player's SMS verification history.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: playerId(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    target: text('target').notNull(),
    createdTime: at('created_time').notNull(),
    expiresTime: at('expires_time').notNull(),
    usedTime: at('used_time'),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    index('one_time_codes_hash').on(table.codeHash),
    index('one_time_codes_player').on(table.playerId, table.purpose),
  ],
);

/** The player's account activity (logins); the count decides whether the app shows the limits page after login. */
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: playerId(),
    type: text('type').notNull(),
    createdTime: at('created_time').notNull(),
  },
  (table) => [index('activities_player').on(table.playerId, table.createdTime)],
);

/** Uploaded documents. `contentType` is what the magic bytes say, never what the client claimed. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: playerId(),
    name: text('name').notNull(),
    documentType: text('document_type').$type<Document['documentType']>().notNull(),
    documentSide: text('document_side').notNull(),
    documentStatus: text('document_status').$type<Document['documentStatus']>().notNull().default('uploaded'),
    documentSource: text('document_source').$type<Document['documentSource']>().notNull().default('player'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadTime: at('upload_time').notNull(),
  },
  (table) => [index('documents_player').on(table.playerId, table.uploadTime)],
);

/** A demo or real bank identity: what the identification provider proved. */
export interface BankIdentity {
  personalCode: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  address?: string;
  zipCode?: string;
  city?: string;
}

/**
 * Bank logins (Pay N Play) by the SHA-256 of their token: pending until the provider identifies the person,
 * cancelled or identified, then ok once a session was started from it (each token starts at most one).
 */
export const bankLogins = pgTable('bank_logins', {
  tokenHash: text('token_hash').primaryKey(),
  country: text('country').notNull(),
  method: text('method').notNull(),
  status: text('status').$type<'pending' | 'identified' | 'cancelled' | 'failed' | 'ok'>().notNull(),
  identity: jsonb('identity').$type<BankIdentity>(),
  createdTime: at('created_time').notNull(),
  expiresTime: at('expires_time').notNull(),
});
