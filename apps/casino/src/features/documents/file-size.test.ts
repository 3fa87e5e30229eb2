import { FILE_MAX_BYTES } from '@casino/flows';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    ['fi', FILE_MAX_BYTES, '2 Mt'],
    ['en', FILE_MAX_BYTES, '2 MB'],
    ['et', 3000000, '2,9 MB'],
    ['fi', 123187, '120,3 kt'],
    ['en', 500, '500 byte'],
  ] as const)('%s: %i bytes is %s', (locale, bytes, text) => {
    expect(formatFileSize(locale, bytes)).toBe(text);
  });
});
