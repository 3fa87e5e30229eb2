import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary content markup', async () => {
    const html =
      '<p>Pelaa <strong>vastuullisesti</strong>. <a href="https://peluuri.fi">Peluuri</a></p><ul><li>18+</li></ul>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an onerror handler', '<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
    ['an onclick handler', '<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['a javascript: link in disguise', '<a href=" JaVaScRiPt:alert(1)">a</a>', '<a>a</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['a style sheet', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['a form', '<form action="https://evil.example"><input name="password"></form>', '<input name="password">'],
    ['an SVG with a script', '<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
  ])('strips %s', async (_, html, safe) => {
    expect(await sanitizeHtml(html)).toBe(safe);
  });
});
