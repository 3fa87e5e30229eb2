import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  errorKey,
  flowError,
  isNotLoggedIn,
  KNOWN_ERROR_CODES,
  MESSAGE_KEYS,
  type ErrorContext,
  type ErrorInput,
} from './errors.ts';

describe('KNOWN_ERROR_CODES', () => {
  it('is the catalogue of spec section 8', () => {
    expect([...KNOWN_ERROR_CODES].sort((a, b) => a - b)).toEqual([
      104, 107, 108, 109, 110, 111, 114, 115, 117, 119, 121, 122, 125, 127, 129, 131, 132, 155, 160, 180, 181, 183, 195,
      196, 209, 210, 213, 214, 215, 217, 219, 231, 232, 234, 235, 237, 238, 258, 260, 429, 1001,
    ]);
  });

  it('is every code of ERROR_CODES but unexpected, which has the key errors.unexpected', () => {
    const { unexpected, ...known } = ERROR_CODES;
    expect(KNOWN_ERROR_CODES).toEqual(Object.values(known));
    expect(errorKey(unexpected)).toEqual({ key: 'errors.unexpected', code: unexpected });
  });

  it.each(KNOWN_ERROR_CODES)('%s has its own key', (code) => {
    expect(errorKey(code)).toEqual({ key: `errors.${code}`, code });
  });
});

describe('errorKey by context (spec sections 4 and 8)', () => {
  it.each<[string, number | ErrorInput, ErrorContext | undefined, ReturnType<typeof errorKey>]>([
    ['an unknown code', 999, undefined, { key: 'errors.unexpected', code: 999 }],
    ['the default code 100', 100, 'default', { key: 'errors.unexpected', code: 100 }],
    ['no code at all', {}, undefined, { key: 'errors.unexpected', code: 100 }],
    ['a null code', { errorCode: null }, undefined, { key: 'errors.unexpected', code: 100 }],

    ['104 on complete account shows as 196', 104, 'completeAccount', { key: 'errors.196', code: 104 }],
    ['107 on complete account keeps its key', 107, 'completeAccount', { key: 'errors.107', code: 107 }],
    ['104 on new-password fields', 104, 'newPassword', { key: 'errors.passwordValidation', code: 104 }],
    ['109 on password change', 109, 'passwordChange', { key: 'errors.wrongOldPassword', code: 109 }],
    ['104 on password change', 104, 'passwordChange', { key: 'errors.passwordValidation', code: 104 }],
    ['109 elsewhere', 109, 'login', { key: 'errors.109', code: 109 }],
    ['115 on a new deposit shows as 108', 115, 'newDeposit', { key: 'errors.108', code: 115 }],
    ['115 elsewhere', 115, 'default', { key: 'errors.115', code: 115 }],

    [
      '117 with a minimum',
      { errorCode: 117, params: { paymentLimit: { minAmount: 10 } } },
      'newDeposit',
      { key: 'errors.117.min', code: 117, values: { amount: 10 } },
    ],
    [
      '117 with a maximum',
      { errorCode: 117, params: { paymentLimit: { maxAmount: 5000 } } },
      undefined,
      { key: 'errors.117.max', code: 117, values: { amount: 5000 } },
    ],
    [
      '117 with both bounds: the maximum',
      { errorCode: 117, params: { paymentLimit: { minAmount: 10, maxAmount: 5000 } } },
      undefined,
      { key: 'errors.117.max', code: 117, values: { amount: 5000 } },
    ],
    [
      '117 with an empty paymentLimit',
      { errorCode: 117, params: { paymentLimit: {} } },
      undefined,
      { key: 'errors.117', code: 117 },
    ],
    ['117 without params', { errorCode: 117, params: null }, undefined, { key: 'errors.117', code: 117 }],

    ['235 on withdraw init', 235, 'withdrawInit', { key: 'errors.235', code: 235, extraKey: 'errors.withdrawBlocked' }],
    ['260 on withdraw init', 260, 'withdrawInit', { key: 'errors.260', code: 260, extraKey: 'errors.withdrawBlocked' }],
    ['127 on withdraw init', 127, 'withdrawInit', { key: 'errors.127', code: 127 }],
    ['235 elsewhere', 235, 'default', { key: 'errors.235', code: 235 }],

    [
      'a 429 status on e-mail validation',
      { status: 429, statusText: 'Too Many Requests' },
      'emailValidation',
      { key: 'errors.429', code: 429, values: { statusText: 'Too Many Requests' } },
    ],
    ['a 429 status without text', { status: 429 }, 'emailValidation', { key: 'errors.429', code: 429 }],
    [
      'another status on e-mail validation: the code',
      { status: 400, errorCode: 195 },
      'emailValidation',
      { key: 'errors.195', code: 195 },
    ],
    ['a 429 status elsewhere: the code', { status: 429, errorCode: 180 }, 'default', { key: 'errors.180', code: 180 }],

    [
      'complete-account e-mail or phone: the status',
      { status: 409, errorCode: 180 },
      'completeAccountContact',
      { key: 'errors.unexpected', code: 409 },
    ],
    [
      'complete-account e-mail or phone: a 429 status',
      { status: 429 },
      'completeAccountContact',
      { key: 'errors.429', code: 429 },
    ],
    [
      'complete-account e-mail or phone: no status',
      { errorCode: 104 },
      'completeAccountContact',
      { key: 'errors.196', code: 104 },
    ],

    ['a failed update', 180, 'update', { key: 'errors.updateFailed', code: 180 }],
    ['a failed update without code', {}, 'update', { key: 'errors.updateFailed', code: 100 }],

    [
      'an upload too big',
      { errorCode: 160, params: { maxFileSize: 2097152, currentFileSize: 3000000 } },
      'documentUpload',
      { key: 'errors.fileSize', code: 160, values: { maxFileSize: 2097152, currentFileSize: 3000000 } },
    ],
    ['an upload failing otherwise', 160, 'documentUpload', { key: 'errors.documentUploadException', code: 160 }],
    [
      'an upload with half the size params',
      { errorCode: 160, params: { maxFileSize: 1 } },
      'documentUpload',
      { key: 'errors.documentUploadException', code: 160 },
    ],

    [
      '114 on login with a lock end',
      { errorCode: 114, params: { expireTimestamp: 1767225600000 } },
      'login',
      {
        key: 'errors.114',
        code: 114,
        highlighted: true,
        extraKey: 'errors.activationHint',
        values: { endTime: 1767225600000 },
      },
    ],
    [
      '210 on login',
      210,
      'login',
      { key: 'errors.210', code: 210, highlighted: true, extraKey: 'errors.activationHint' },
    ],
    ['104 on login', 104, 'login', { key: 'errors.104', code: 104 }],
    [
      '217 on login with the end of the cool-off or break',
      { errorCode: 217, params: { expireTimestamp: 1767225600000 } },
      'login',
      { key: 'errors.217', code: 217, values: { endTime: 1767225600000 } },
    ],
    [
      '217 elsewhere, without its end',
      { errorCode: 217, params: { expireTimestamp: 5 } },
      'default',
      { key: 'errors.217', code: 217 },
    ],
  ])('%s', (_case, error, context, message) => {
    expect(errorKey(error, context)).toEqual(message);
  });
});

describe('MESSAGE_KEYS', () => {
  it('names the generic notices', () => {
    expect(MESSAGE_KEYS).toMatchObject({
      updateFailed: 'errors.updateFailed',
      updateSuccess: 'notices.updateSuccess',
      cancelActiveBonus: 'notices.cancelActiveBonus',
    });
  });
});

describe('isNotLoggedIn (115 anywhere, or HTTP 401)', () => {
  it.each([
    [115, true],
    [{ errorCode: 115 }, true],
    [{ status: 401 }, true],
    [104, false],
    [{ status: 500, errorCode: 100 }, false],
  ])('%j -> %s', (error, loggedOut) => {
    expect(isNotLoggedIn(error)).toBe(loggedOut);
  });
});

describe('flowError (what a machine keeps of a rejected call)', () => {
  /** The api-client's AppError: an Error with errorCode, params and the HTTP status. */
  const appError = (init: { errorCode: number; message: string; params?: object; status?: number }) =>
    Object.assign(new Error(init.message), { params: {}, ...init });

  it('keeps the code, message and params of an AppError, and the message for the place', () => {
    const error = appError({ errorCode: 114, message: 'Not activated', params: { expireTimestamp: 5 }, status: 200 });
    expect(flowError(error, 'login')).toEqual({
      errorCode: 114,
      message: 'Not activated',
      params: { expireTimestamp: 5 },
      status: 200,
      shown: {
        key: 'errors.114',
        code: 114,
        highlighted: true,
        extraKey: 'errors.activationHint',
        values: { endTime: 5 },
      },
    });
  });

  it('gives a network failure the default code and keeps its message', () => {
    expect(flowError(new TypeError('Failed to fetch'))).toEqual({
      errorCode: 100,
      message: 'Failed to fetch',
      params: {},
      shown: { key: 'errors.unexpected', code: 100 },
    });
  });

  it.each([undefined, null, 'boom', {}, new Error('')])('gives %j the defaults of spec section 7', (error) => {
    expect(flowError(error)).toMatchObject({ errorCode: 100, message: 'Unexpected error', params: {} });
  });

  it('passes the HTTP status and its text to the context that shows them', () => {
    const error = { errorCode: 100, status: 429, statusText: 'Too Many Requests' };
    expect(flowError(error, 'emailValidation').shown).toEqual({
      key: 'errors.429',
      code: 429,
      values: { statusText: 'Too Many Requests' },
    });
  });
});
