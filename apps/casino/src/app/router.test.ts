import { describe, expect, it } from 'vitest';
import { isNotFoundPath } from './router';

describe('isNotFoundPath', () => {
  it.each(['/', '/en', '/et', '/en/'])('%s is a page', (path) => {
    expect(isNotFoundPath(path)).toBe(false);
  });

  it.each(['/ei-ole', '/en/nothing/here', '/et/olematu', '/*', '/en/*'])('%s is not found', (path) => {
    expect(isNotFoundPath(path)).toBe(true);
  });
});
