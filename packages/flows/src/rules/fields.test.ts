import { describe, expect, it } from 'vitest';
import { requiredErrors } from './fields.ts';

describe('requiredErrors', () => {
  it.each<[Record<string, boolean>, Record<string, 'required'>]>([
    [{}, {}],
    [{ email: false, password: false }, {}],
    [{ email: true, password: false }, { email: 'required' }],
    [
      { email: true, password: true },
      { email: 'required', password: 'required' },
    ],
  ])('%j -> %j', (missing, errors) => {
    expect(requiredErrors(missing)).toEqual(errors);
  });
});
