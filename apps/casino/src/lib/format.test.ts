import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('formatDuration', () => {
  it('says hours and minutes in the locale, minutes alone under an hour', () => {
    expect(formatDuration('fi', 17_100)).toBe('4 t 45 min');
    expect(formatDuration('en', 5400)).toBe('1 hr 30 mins');
    expect(formatDuration('et', 3600)).toMatch(/^1 t\.? 0 min$/);
    expect(formatDuration('fi', 1260)).toBe('21 min');
    expect(formatDuration('en', 59)).toBe('0 mins');
  });
});
