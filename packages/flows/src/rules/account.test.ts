import { describe, expect, it } from 'vitest';
import {
  acceptsPhoneInput,
  isValidEmail,
  isValidPassword,
  isValidPhoneNumber,
  isValidVerificationCode,
  needsCompletion,
  passwordError,
  policiesToAccept,
  validateCompleteAccount,
  validateLogin,
  validateNewPassword,
  validatePolicies,
  validatePasswordReset,
  validateResetRequest,
  validatePasswordChange,
  validatePhone,
  type CompleteAccountFields,
} from './account.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { validateRegistration } from './registration.ts';

describe("isValidPassword (letters, digits, .!#$%&'*+/=?^_`{|}~-, at least 6)", () => {
  it.each([
    ['abc123', true],
    ['abc12', false],
    ['abc12!', true],
    ['abc12<', false],
    ['Passw0rd', true],
    [".!#$%&'*+/=?^_`{|}~-", true],
    ['abc-de', true],
    ['abc^de', true],
    ['pass word', false],
    ['pässword', false],
    ['pass"word', false],
    ['pass<word', false],
    ['pass\\word', false],
    ['pass]word', false],
    ['', false],
  ])('%j -> %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('passwordError (spec 5 and 9: minimum 6, from the allowed characters)', () => {
  it.each([
    ['abc12', 'passwordShort'],
    ['', 'passwordShort'],
    ['abc123', null],
    ['abc12!', null],
    ['abc12<', 'passwordInvalid'],
    ['pass word', 'passwordInvalid'],
  ])('%j -> %s', (password, error) => {
    expect(passwordError(password)).toBe(error);
  });
});

/** The one password rule: every form that takes a password accepts and refuses the same ones. */
describe(`one password rule in every form (minimum ${PASSWORD_MIN_LENGTH})`, () => {
  const forms = {
    completeAccount: (password: string) =>
      validateCompleteAccount({
        nickname: 'Pelaaja',
        email: 'pelaaja@example.fi',
        dialCode: '+358',
        phone: '401234567',
        password,
        repeatPassword: password,
      }).password,
    passwordChange: (password: string) =>
      validatePasswordChange({ oldPassword: password, password, confirmPassword: password }).password,
    oldPassword: (password: string) =>
      validatePasswordChange({ oldPassword: password, password: 'abc123', confirmPassword: 'abc123' }).oldPassword,
    passwordReset: (password: string) =>
      validatePasswordReset({ activationCode: 'c0de', password, confirmPassword: password }).password,
    registration: (password: string) =>
      validateRegistration(
        {
          email: 'a@b.fi',
          password,
          confirmPassword: password,
          country: 'FIN',
          nickName: '',
          firstName: 'Matti',
          lastName: 'Meikäläinen',
          birthDate: '1990-05-17',
          address: '',
          houseNumber: '',
          zipCode: '',
          city: '',
          dialCode: '+358',
          phone: '',
          promoCode: '',
          ageChecked: true,
          policyChecked: true,
          privacyPolicyChecked: true,
        },
        new Date('2025-01-01'),
      ).password,
  };
  it.each([
    ['5 characters', 'x'.repeat(PASSWORD_MIN_LENGTH - 1), false],
    ['6 characters', 'x'.repeat(PASSWORD_MIN_LENGTH), true],
    ['6 with an allowed symbol', 'abc12~', true],
    ['6 with a symbol outside the set', 'abc12<', false],
  ])('%s: accepted %s by isValidPassword and by every form', (_case, password, accepted) => {
    expect(isValidPassword(password)).toBe(accepted);
    for (const [form, errorOf] of Object.entries(forms)) {
      expect({ form, accepted: errorOf(password) === undefined }).toEqual({ form, accepted });
    }
  });
});

describe('isValidEmail (local part, @, domain)', () => {
  it.each([
    ['a@b.fi', true],
    ['first.last+casino@example.com', true],
    [' a@b.fi ', true],
    ['ab.fi', false],
    ['a@b', false],
    ['@b.fi', false],
    ['a@.fi', false],
    ['a b@c.fi', false],
    ['a@b@c.fi', false],
  ])('%j -> %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('phone', () => {
  it.each([
    ['+123', true],
    ['+358401234567', true],
    [`+${'1'.repeat(15)}`, true],
    [`+${'1'.repeat(16)}`, false],
    ['+12', false],
    ['358401234567', false],
    ['+358 40123', false],
    ['', false],
  ])('isValidPhoneNumber(%j) -> %s', (phone, valid) => {
    expect(isValidPhoneNumber(phone)).toBe(valid);
  });

  it.each([
    ['', true],
    ['401234567', true],
    ['40 123', false],
    ['+358', false],
    ['40-12', false],
  ])('acceptsPhoneInput(%j) -> %s', (text, accepted) => {
    expect(acceptsPhoneInput(text)).toBe(accepted);
  });

  it.each([
    ['+358', '401234567', { ok: true, phone: '+358401234567' }],
    ['+372', '51234567', { ok: true, phone: '+37251234567' }],
    ['+358', '', { ok: false, error: 'required' }],
    ['+358', '40 12', { ok: false, error: 'digits' }],
    ['+358', '123456789012', { ok: true, phone: '+358123456789012' }],
    ['+358', '1234567890123', { ok: false, error: 'tooLong' }],
    ['+', '123', { ok: true, phone: '+123' }],
    ['+', '12', { ok: false, error: 'format' }],
    ['', '401234567', { ok: false, error: 'format' }],
  ])('validatePhone(%j, %j) -> %j', (dialCode, number, result) => {
    expect(validatePhone(dialCode, number)).toEqual(result);
  });
});

describe('isValidVerificationCode (non-empty)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['1234', true],
  ])('%j -> %s', (code, valid) => {
    expect(isValidVerificationCode(code)).toBe(valid);
  });
});

describe('validateCompleteAccount', () => {
  const valid: CompleteAccountFields = {
    nickname: 'Pelaaja',
    email: 'pelaaja@example.fi',
    dialCode: '+358',
    phone: '401234567',
    password: 'secret12',
    repeatPassword: 'secret12',
  };
  it.each([
    ['all fields valid', {}, {}],
    [
      'every field empty',
      { nickname: '', email: '', phone: '', password: '', repeatPassword: '' },
      {
        nickname: 'validateField',
        email: 'validateField',
        phone: 'validateField',
        password: 'validateField',
        repeatPassword: 'validateField',
      },
    ],
    ['a blank nickname', { nickname: '   ' }, { nickname: 'validateField' }],
    ['a malformed e-mail', { email: 'pelaaja' }, { email: 'invalidEmail' }],
    ['a phone with spaces', { phone: '40 123' }, { phone: 'invalidPhone' }],
    ['a phone too long', { phone: '1234567890123' }, { phone: 'invalidPhone' }],
    ['a password of 5', { password: 'abc12', repeatPassword: 'abc12' }, { password: 'passwordShort' }],
    ['a password of exactly 6', { password: 'abc123', repeatPassword: 'abc123' }, {}],
    ['a password of 7', { password: 'abc1234', repeatPassword: 'abc1234' }, {}],
    ['a password of 6 with an allowed symbol', { password: 'abc12!', repeatPassword: 'abc12!' }, {}],
    ['a password with a space', { password: 'abc 1234', repeatPassword: 'abc 1234' }, { password: 'passwordInvalid' }],
    ['a symbol outside the set', { password: 'abc12<', repeatPassword: 'abc12<' }, { password: 'passwordInvalid' }],
    ['a different repeat', { repeatPassword: 'secret13' }, { repeatPassword: 'passwordMismatch' }],
    ['an empty password, no mismatch too', { password: '' }, { password: 'validateField' }],
  ])('%s', (_case, change, errors) => {
    expect(validateCompleteAccount({ ...valid, ...change })).toEqual(errors);
  });
});

describe('validatePasswordChange', () => {
  const valid = { oldPassword: 'oldpass', password: 'newpass1', confirmPassword: 'newpass1' };
  it.each([
    ['all fields valid', {}, {}],
    ['a short old password', { oldPassword: 'abc' }, { oldPassword: 'passwordInvalid' }],
    ['an old password of 6', { oldPassword: 'abc123' }, {}],
    ['a new password of 5', { password: 'abc12' }, { password: 'passwordInvalid' }],
    ['a new password of 6', { password: 'abc123', confirmPassword: 'abc123' }, {}],
    ['a confirm of 5', { confirmPassword: 'abc12' }, { confirmPassword: 'passwordInvalid' }],
    [
      'a symbol outside the set',
      { password: 'abc12<', confirmPassword: 'abc12<' },
      { password: 'passwordInvalid', confirmPassword: 'passwordInvalid' },
    ],
    ['new and confirm differ', { confirmPassword: 'newpass2' }, { confirmPassword: 'passwordMismatch' }],
  ])('%s', (_case, change, errors) => {
    expect(validatePasswordChange({ ...valid, ...change })).toEqual(errors);
  });
});

describe('validateNewPassword (forgot password, registration)', () => {
  it.each([
    [{ password: 'newpass1', confirmPassword: 'newpass1' }, {}],
    [{ password: 'abc123', confirmPassword: 'abc123' }, {}],
    [
      { password: 'abc12<', confirmPassword: 'abc12<' },
      { password: 'passwordInvalid', confirmPassword: 'passwordInvalid' },
    ],
    [
      { password: 'abc12', confirmPassword: 'abc12' },
      { password: 'passwordInvalid', confirmPassword: 'passwordInvalid' },
    ],
    [{ password: 'newpass1', confirmPassword: '' }, { confirmPassword: 'passwordInvalid' }],
    [{ password: 'newpass1', confirmPassword: 'newpass2' }, { confirmPassword: 'passwordMismatch' }],
    [
      { password: 'new pass', confirmPassword: 'new pass' },
      { password: 'passwordInvalid', confirmPassword: 'passwordInvalid' },
    ],
  ])('%j -> %j', (fields, errors) => {
    expect(validateNewPassword(fields)).toEqual(errors);
  });
});

describe('validateLogin (e-mail and password required)', () => {
  it.each([
    [{ email: 'a@b.fi', password: 'secret' }, {}],
    [{ email: ' ', password: 'secret' }, { email: 'required' }],
    [{ email: 'a@b.fi', password: '' }, { password: 'required' }],
    [
      { email: '', password: '' },
      { email: 'required', password: 'required' },
    ],
  ])('%j -> %j', (form, errors) => {
    expect(validateLogin(form)).toEqual(errors);
  });
});

describe('policiesToAccept (login refused for the terms and privacy policy, spec 8)', () => {
  it.each([
    [214, ['policyChecked']],
    [215, ['privacyPolicyChecked']],
    [155, ['policyChecked', 'privacyPolicyChecked']],
    [104, []],
    [114, []],
    [100, []],
  ])('%i -> %j', (code, boxes) => {
    expect(policiesToAccept(code)).toEqual(boxes);
  });
});

describe('validatePolicies (the required policy boxes are checked)', () => {
  const none = { policyChecked: false, privacyPolicyChecked: false };
  it.each([
    [[], none, {}],
    [['policyChecked'], none, { policyChecked: 'notAccepted' }],
    [['policyChecked'], { policyChecked: true, privacyPolicyChecked: false }, {}],
    [
      ['privacyPolicyChecked'],
      { policyChecked: true, privacyPolicyChecked: false },
      { privacyPolicyChecked: 'notAccepted' },
    ],
    [
      ['policyChecked', 'privacyPolicyChecked'],
      none,
      { policyChecked: 'notAccepted', privacyPolicyChecked: 'notAccepted' },
    ],
    [['policyChecked', 'privacyPolicyChecked'], { policyChecked: true, privacyPolicyChecked: true }, {}],
  ] as const)('%j of %j -> %j', (required, checked, errors) => {
    expect(validatePolicies(required, checked)).toEqual(errors);
  });
});

describe('validateResetRequest (forgot password: e-mail and birth date)', () => {
  it.each([
    [{ email: 'a@b.fi', birthDate: '1990-05-17' }, {}],
    [
      { email: ' ', birthDate: '' },
      { email: 'required', birthDate: 'required' },
    ],
    [
      { email: 'a@b', birthDate: '1990-02-30' },
      { email: 'invalidEmail', birthDate: 'invalidDate' },
    ],
    [{ email: 'a@b.fi', birthDate: '17.5.1990' }, { birthDate: 'invalidDate' }],
  ])('%j -> %j', (fields, errors) => {
    expect(validateResetRequest(fields)).toEqual(errors);
  });
});

describe('validatePasswordReset (forgot password: code and new password)', () => {
  it.each([
    [{ activationCode: '7f3c', password: 'newpass1', confirmPassword: 'newpass1' }, {}],
    [
      { activationCode: ' ', password: 'newpass1', confirmPassword: 'newpass2' },
      { activationCode: 'required', confirmPassword: 'passwordMismatch' },
    ],
    [
      { activationCode: 'x', password: 'abc', confirmPassword: 'abc' },
      { password: 'passwordInvalid', confirmPassword: 'passwordInvalid' },
    ],
    [{ activationCode: 'x', password: 'abc123', confirmPassword: 'abc123' }, {}],
    [
      { activationCode: 'x', password: 'abc12<', confirmPassword: 'abc12<' },
      { password: 'passwordInvalid', confirmPassword: 'passwordInvalid' },
    ],
  ])('%j -> %j', (fields, errors) => {
    expect(validatePasswordReset(fields)).toEqual(errors);
  });
});

describe('needsCompletion', () => {
  it('is true only for a player without an e-mail (a bank-login account)', () => {
    expect(needsCompletion({ email: null })).toBe(true);
    expect(needsCompletion({ email: 'a@b.fi' })).toBe(false);
  });
});
