import { describe, expect, it } from 'vitest';
import { supportFieldError, textLength, validateSupportMessage } from './support.ts';

describe('supportFieldError (subject 1-120, message 1-5000 characters, surrounding spaces not counted)', () => {
  it.each([
    ['subject', '', 'required'],
    ['subject', '   \n\t ', 'required'],
    ['subject', 'a', null],
    ['subject', 'a'.repeat(120), null],
    ['subject', `  ${'a'.repeat(120)}  `, null],
    ['subject', 'a'.repeat(121), 'tooLong'],
    ['subject', '😀'.repeat(120), null],
    ['subject', '😀'.repeat(121), 'tooLong'],
    ['message', '', 'required'],
    ['message', ' ', 'required'],
    ['message', 'Hei!\nTalletus puuttuu.', null],
    ['message', 'a'.repeat(5000), null],
    ['message', 'a'.repeat(5001), 'tooLong'],
  ] as const)('%s %j is %s', (field, value, error) => {
    expect(supportFieldError(field, value)).toBe(error);
  });
});

describe('textLength', () => {
  it('counts code points, as JSON Schema maxLength does', () => {
    expect(textLength('äö😀')).toBe(3);
    expect('äö😀'.length).toBe(4);
  });
});

describe('validateSupportMessage', () => {
  it('names each field with a problem, and nothing when both are fine', () => {
    expect(validateSupportMessage({ subject: '', message: 'x'.repeat(5001) })).toEqual({
      subject: 'required',
      message: 'tooLong',
    });
    expect(validateSupportMessage({ subject: 'Hei', message: 'Kysymys' })).toEqual({});
  });
});
