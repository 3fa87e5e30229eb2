import { ApiError } from '../http/api-error.ts';
import { OK } from '../http/envelope.ts';
import { requirePlayer } from './sessions.ts';
import type { ServiceHandlers } from '../contract/handler-types.ts';
import {
  checkEmail,
  checkName,
  checkNickName,
  checkPhoneNumber,
  loadPlayer,
  sendCode,
  readPlayer,
  type AccountContext,
} from './players.ts';
import {
  countActivities,
  listActivities,
  updatePlayer,
  updatePlayerReturning,
  type PlayerChanges,
} from './repository.ts';

/** How many of the latest activities the activity call lists (the count covers all). */
const ACTIVITY_PAGE = 50;

/** Loyalty levels by points; points are earned by wagering (earnLoyaltyPoints). */
const LOYALTY_LEVELS = [
  { from: 10_000, level: 'platinum' },
  { from: 5_000, level: 'gold' },
  { from: 1_000, level: 'silver' },
  { from: 0, level: 'bronze' },
] as const;

/** The player's own data: read, update, validate before update, language, activity, loyalty. */
export const profileHandlers = (context: AccountContext): ServiceHandlers<'player'> => {
  const { db } = context;
  /** The logged-in player, if any: the validation calls are open to visitors but ignore the player's own data. */
  const ownId = async (request: Parameters<typeof requirePlayer>[0]) =>
    (await request.server.sessions.current(request))?.playerId;

  return {
    getPlayer: async (request) => {
      const { playerId } = await requirePlayer(request);
      return { success: true, ...(await readPlayer(db, playerId)) };
    },

    updatePlayerFields: async (request) => {
      const { playerId } = await requirePlayer(request);
      const form = request.body;
      const player = await loadPlayer(db, playerId);
      const changes: PlayerChanges = {};
      if (form.email !== undefined) {
        changes.email = await checkEmail(db, form.email, playerId);
        if (changes.email !== player.email) changes.emailVerified = false;
      }
      if (form.nickName !== undefined) changes.nickName = await checkNickName(db, form.nickName, playerId);
      if (form.phoneNumber !== undefined) {
        changes.phoneNumber = await checkPhoneNumber(db, form.phoneNumber, playerId);
        if (changes.phoneNumber !== player.phoneNumber) changes.phoneNumberVerified = false;
      }
      for (const field of ['firstName', 'lastName'] as const) {
        const value = form[field];
        if (value === undefined) continue;
        // A name the bank proved is the person's legal name; only support changes it (with documents).
        if (player.identityVerified && value.trim() !== player[field])
          throw ApiError.of('invalidField', 'A verified name cannot be changed', { field });
        changes[field] = checkName(field, value);
      }
      for (const field of ['address', 'zipCode', 'city'] as const) {
        const value = form[field];
        if (value !== undefined) changes[field] = value.trim() === '' ? null : value.trim();
      }
      for (const field of ['receiveEmail', 'receiveSms'] as const) {
        const value = form[field];
        if (value !== undefined) {
          changes[field] = value;
          changes.marketingConsentTime = new Date();
        }
      }
      // Unknown fields are dropped by the validation, which may leave nothing to update.
      if (Object.keys(changes).length === 0)
        throw ApiError.of('invalidRequest', 'Send at least one field to update', {
          location: 'body',
          rule: 'minProperties',
        });
      const updated = await updatePlayerReturning(db, playerId, changes);
      if (!updated) throw ApiError.of('notLoggedIn', 'Not logged in');
      if (changes.emailVerified === false && updated.email)
        await sendCode(context, updated, 'emailCode', updated.email);
      return { success: true, ...(await readPlayer(db, playerId)) };
    },

    validateEmail: async (request) => {
      await checkEmail(db, request.body.email, await ownId(request));
      return OK;
    },

    validateNickName: async (request) => {
      await checkNickName(db, request.body.nickname, await ownId(request));
      return OK;
    },

    validatePhonenumber: async (request) => {
      await checkPhoneNumber(db, request.body.phonenumber, await ownId(request));
      return OK;
    },

    changeLanguage: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { language } = request.body;
      await updatePlayer(db, playerId, { language });
      return OK;
    },

    getActivity: async (request) => {
      const { playerId } = await requirePlayer(request);
      const [rows, count] = await Promise.all([
        listActivities(db, playerId, ACTIVITY_PAGE),
        countActivities(db, playerId),
      ]);
      return {
        success: true,
        activities: rows.map((row) => ({ type: row.type, createdTime: row.createdTime.toISOString() })),
        count,
      };
    },

    getLoyalty: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { loyaltyPoints: points } = await loadPlayer(db, playerId);
      const level = LOYALTY_LEVELS.find((entry) => points >= entry.from)?.level ?? 'bronze';
      return { success: true, points, level };
    },
  };
};
