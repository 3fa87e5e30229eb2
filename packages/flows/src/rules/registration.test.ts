import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_COUNTRIES,
  registrationErrorField,
  validateRegistration,
  type RegistrationFields,
} from './registration.ts';

const today = new Date(2026, 2, 15);
const valid: RegistrationFields = {
  email: 'matti@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
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
};

describe('validateRegistration', () => {
  it.each<[string, Partial<RegistrationFields>, ReturnType<typeof validateRegistration>]>([
    ['all required fields valid, the optional ones empty', {}, {}],
    [
      'the required fields empty',
      { email: ' ', password: '', confirmPassword: '', firstName: '', lastName: ' ', birthDate: '' },
      {
        email: 'required',
        password: 'required',
        confirmPassword: 'required',
        firstName: 'required',
        lastName: 'required',
        birthDate: 'required',
      },
    ],
    ['an e-mail without a domain', { email: 'matti@example' }, { email: 'invalidEmail' }],
    [
      'a password of 5',
      { password: 'abc12', confirmPassword: 'abc12' },
      { password: 'passwordInvalid', confirmPassword: 'passwordInvalid' },
    ],
    ['a password of 6', { password: 'abc123', confirmPassword: 'abc123' }, {}],
    [
      'a symbol outside the set',
      { password: 'abc12<', confirmPassword: 'abc12<' },
      { password: 'passwordInvalid', confirmPassword: 'passwordInvalid' },
    ],
    ['passwords that differ', { confirmPassword: 'secret2' }, { confirmPassword: 'passwordMismatch' }],
    ['a date that does not exist', { birthDate: '2000-02-30' }, { birthDate: 'invalidDate' }],
    ['18 today in Finland', { birthDate: '2008-03-15' }, {}],
    ['18 tomorrow in Finland', { birthDate: '2008-03-16' }, { birthDate: 'tooYoung' }],
    ['20 in Estonia', { country: 'EST', birthDate: '2005-03-16' }, { birthDate: 'tooYoung' }],
    ['21 today in Estonia', { country: 'EST', birthDate: '2005-03-15', dialCode: '+372' }, {}],
    ['a phone number', { phone: '401234567' }, {}],
    ['a phone number with letters', { phone: '40123x' }, { phone: 'invalidPhone' }],
    ['a phone number too long', { phone: '4012345678901' }, { phone: 'invalidPhone' }],
    [
      'the boxes unchecked',
      { ageChecked: false, policyChecked: false, privacyPolicyChecked: false },
      { ageChecked: 'notAccepted', policyChecked: 'notAccepted', privacyPolicyChecked: 'notAccepted' },
    ],
  ])('%s', (_case, change, errors) => {
    expect(validateRegistration({ ...valid, ...change }, today)).toEqual(errors);
  });
});

describe('registrationErrorField', () => {
  it.each<[string, number, Record<string, unknown>, ReturnType<typeof registrationErrorField>]>([
    ['passwords that differ', 213, {}, 'confirmPassword'],
    ['a password too short', 1001, {}, 'password'],
    ['a character outside the set', 104, {}, 'password'],
    ['the age box', 155, {}, 'ageChecked'],
    ['the terms', 214, {}, 'policyChecked'],
    ['the privacy policy', 215, {}, 'privacyPolicyChecked'],
    ['a taken e-mail', 180, { field: 'email' }, 'email'],
    ['a taken nickname', 180, { field: 'nickName' }, 'nickName'],
    ['a taken phone number: the number after the dial code', 180, { field: 'phoneNumber' }, 'phone'],
    ['too young for the server', 195, { field: 'birthDate', minimumAge: 21 }, 'birthDate'],
    ['a blank first name', 195, { field: 'lastName' }, 'lastName'],
    ['a bad date for the schema', 196, { location: 'body', field: 'birthDate', rule: 'format' }, 'birthDate'],
    ['a duplicate without a field', 180, {}, null],
    ['a field the form does not have', 196, { field: 'language' }, null],
    ['a field named like an object key', 195, { field: 'constructor' }, null],
    ['a field of a code that names none', 108, { field: 'country' }, null],
    ['too many requests', 429, {}, null],
    ['no code', 100, {}, null],
  ])('%s (%i) -> %s', (_case, errorCode, params, field) => {
    expect(registrationErrorField({ errorCode, params })).toBe(field);
  });
});

describe('REGISTRATION_COUNTRIES', () => {
  it('are Finland and Estonia, each with its minimum age', () => {
    expect(REGISTRATION_COUNTRIES).toEqual(['FIN', 'EST']);
  });
});
