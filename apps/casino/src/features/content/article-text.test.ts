import { describe, expect, it } from 'vitest';
import { excerpt, isoDate, plainText, withoutTitleHeading } from './article-text';

describe('plainText', () => {
  it.each([
    ['tags dropped, blocks apart', '<h2>Rules</h2><p>Spin <strong>ten</strong> times.</p>', 'Rules Spin ten times.'],
    ['entities decoded', '<p>Fish &amp; chips&nbsp;&lt;3 &quot;yes&quot; it&#39;s</p>', 'Fish & chips <3 "yes" it\'s'],
    ['line breaks and list items apart', 'one<br>two<ul><li>three</li><li>four</li></ul>', 'one two three four'],
    ['white space collapsed', '  <p>a\n\n   b</p>  ', 'a b'],
  ])('%s', (_case, html, text) => expect(plainText(html)).toBe(text));
});

describe('excerpt (a description of at most 155 characters)', () => {
  it('keeps a short text whole', () => {
    expect(excerpt('Spin the books all week.')).toBe('Spin the books all week.');
    expect(excerpt('x'.repeat(155))).toHaveLength(155);
  });

  it('cuts a long text at a word, within the length, with an ellipsis', () => {
    const text = `${'Lorem ipsum dolor, '.repeat(12)}end`;
    const cut = excerpt(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toMatch(/[a-z]…$/);
  });

  it('cuts a text without spaces at the length', () => {
    expect(excerpt('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('withoutTitleHeading', () => {
  it('drops a first h1 that repeats the title', () => {
    expect(withoutTitleHeading('<h1>Book week</h1><p>Spin.</p>', 'Book week')).toBe('<p>Spin.</p>');
    expect(withoutTitleHeading(' <h1 class="t">Book <em>week</em></h1><p>Spin.</p>', 'Book week')).toBe('<p>Spin.</p>');
  });

  it('keeps a first h1 of other words, and an h1 further down', () => {
    expect(withoutTitleHeading('<h1>Rules</h1><p>Spin.</p>', 'Book week')).toBe('<h1>Rules</h1><p>Spin.</p>');
    expect(withoutTitleHeading('<p>Intro</p><h1>Book week</h1>', 'Book week')).toBe('<p>Intro</p><h1>Book week</h1>');
  });
});

describe('isoDate', () => {
  it.each([
    ['12.3.2026', '2026-03-12'],
    ['1.11.2025', '2025-11-01'],
    ['31.12.2026', '2026-12-31'],
    ['2026-03-12', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (shown, iso) => expect(isoDate(shown)).toBe(iso));
});
