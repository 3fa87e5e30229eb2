import { describe, expect, it } from 'vitest';
import { registrationErrorField, validateRegistration, type RegistrationFields } from './registration.ts';

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
  it.each([
    [213, 'confirmPassword'],
    [1001, 'password'],
    [104, 'password'],
    [180, null],
    [108, null],
  ])('%i -> %s', (code, field) => {
    expect(registrationErrorField(code)).toBe(field);
  });
});
