import { ageOn, MIN_AGE } from '@casino/flows/rules';
import { ApiError } from '../http/api-error.ts';
import { OK } from '../http/envelope.ts';
import { requirePlayer } from './sessions.ts';
import type { ServiceHandlers } from '../contract/handler-types.ts';
import { redeemCode } from './codes.ts';
import { assertNewPassword, checkPassword, hashPassword } from './passwords.ts';
import {
  checkEmail,
  checkName,
  checkNickName,
  checkPhoneNumber,
  findByEmail,
  isLicensedCountry,
  loadPlayer,
  sendCode,
  type AccountContext,
} from './players.ts';
import { insertPlayer, updatePlayer } from './repository.ts';

/** People older than this are taken for a typing error in the birth date. */
const MAX_AGE = 120;

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Register, activate, passwords, completing a bank-login account: the account calls of spec section 7. */
export const accountHandlers = (context: AccountContext): ServiceHandlers<'player'> => {
  const { db, config } = context;
  return {
    registerPlayer: async (request) => {
      const form = request.body;
      if (!isLicensedCountry(form.country))
        throw ApiError.of('countryBlocked', 'Registration is not open in this country');
      const firstName = checkName('firstName', form.firstName);
      const lastName = checkName('lastName', form.lastName);
      assertNewPassword(form.password, form.confirmPassword);
      if (!form.ageChecked) throw ApiError.of('policiesNotAccepted', 'Confirm your age');
      if (!form.policyChecked) throw ApiError.of('termsNotAccepted', 'Accept the terms and conditions');
      if (!form.privacyPolicyChecked) throw ApiError.of('privacyNotAccepted', 'Accept the privacy policy');
      const minimumAge = MIN_AGE[form.country];
      const age = ageOn(form.birthDate, new Date());
      if (age === null || age < minimumAge || age > MAX_AGE)
        throw ApiError.of('invalidField', `You must be at least ${minimumAge} years old`, {
          field: 'birthDate',
          minimumAge,
        });
      const email = await checkEmail(db, form.email);
      const nickName = form.nickName === undefined ? null : await checkNickName(db, form.nickName);
      const phoneNumber = form.phoneNumber === undefined ? null : await checkPhoneNumber(db, form.phoneNumber);
      const player = await insertPlayer(db, {
        email,
        passwordHash: await hashPassword(form.password),
        nickName,
        firstName,
        lastName,
        birthDate: form.birthDate,
        address: optional(form.address),
        houseNumber: optional(form.houseNumber),
        zipCode: optional(form.zipCode),
        city: optional(form.city),
        country: form.country,
        phoneNumber,
        language: form.language,
        currency: form.registrationCurrency,
        promoCode: optional(form.promoCode),
        status: 'pending',
        termsVersion: config.termsVersion,
        privacyVersion: config.privacyVersion,
      });
      // Two registrations of one address at once: the unique index decides.
      if (!player) throw ApiError.of('conflict', 'The e-mail address is already registered', { field: 'email' });
      await sendCode(context, player, 'activation', email);
      return OK;
    },

    activatePlayer: async (request) => {
      const { activationCode } = request.body;
      const { playerId } = await redeemCode(db, 'activation', activationCode.trim());
      await updatePlayer(db, playerId, { status: 'active', emailVerified: true });
      return OK;
    },

    // The same answer for every address (contract): only an account waiting for activation gets the new link.
    resendActivation: async (request) => {
      const player = await findByEmail(db, request.body.email);
      if (player?.email && player.status === 'pending') await sendCode(context, player, 'activation', player.email);
      return OK;
    },

    triggerForgotPassword: async (request) => {
      const { email, birthDate } = request.body;
      const player = await findByEmail(db, email);
      if (!player?.email) throw ApiError.of('emailNotFound', 'E-mail not found');
      if (player.birthDate !== birthDate) throw ApiError.of('mismatch', 'The birth date does not match');
      if (!player.emailVerified) throw ApiError.of('emailNotVerified', 'The e-mail address is not verified');
      await sendCode(context, player, 'passwordReset', player.email);
      return OK;
    },

    modifyForgotPassword: async (request) => {
      const form = request.body;
      assertNewPassword(form.password, form.confirmPassword);
      const { playerId } = await redeemCode(db, 'passwordReset', form.activationCode.trim());
      await updatePlayer(db, playerId, { passwordHash: await hashPassword(form.password) });
      await request.server.sessions.endOthers(playerId);
      return OK;
    },

    updatePassword: async (request) => {
      const session = await requirePlayer(request);
      const form = request.body;
      assertNewPassword(form.password, form.confirmPassword);
      const player = await loadPlayer(db, session.playerId);
      if (!(await checkPassword(player.passwordHash, form.oldPassword)))
        throw ApiError.of('mismatch', 'The old password is wrong');
      await updatePlayer(db, player.id, { passwordHash: await hashPassword(form.password) });
      await request.server.sessions.endOthers(player.id, session);
      return OK;
    },

    addPassword: async (request) => {
      const session = await requirePlayer(request);
      const form = request.body;
      assertNewPassword(form.password, form.repeatPassword);
      const player = await loadPlayer(db, session.playerId);
      if (player.passwordHash) throw ApiError.of('conflict', 'The account already has a password');
      await updatePlayer(db, player.id, { passwordHash: await hashPassword(form.password) });
      return OK;
    },

    completeAccount: async (request) => {
      const session = await requirePlayer(request);
      const form = request.body;
      const player = await loadPlayer(db, session.playerId);
      if (player.email !== null) throw ApiError.of('conflict', 'The account is already complete');
      const email = await checkEmail(db, form.email, player.id);
      const phoneNumber = await checkPhoneNumber(db, form.phoneNumber, player.id);
      const nickName = await checkNickName(db, form.nickName, player.id);
      await updatePlayer(db, player.id, {
        email,
        phoneNumber,
        nickName,
        emailVerified: false,
        phoneNumberVerified: false,
        receiveEmail: form.receiveEmail,
        receiveSms: form.receiveSms,
        marketingConsentTime: new Date(),
      });
      await sendCode(context, player, 'emailCode', email);
      return OK;
    },
  };
};
