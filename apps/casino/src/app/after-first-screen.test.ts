import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';

const page = [
  '<html><head>',
  '<link rel="preload" as="image" imageSrcSet="/content/image?url=a.svg 640w" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/assets/styles.css" data-precedence="default"/>',
  '<link rel="preload" href="/locales/fi/common.json" as="fetch" crossorigin=""/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '</head><body><main>page</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root.js"; import("/assets/entry.client.js");</script>',
  '<script type="module" src="/@vite/client"></script>',
  '</body></html>',
].join('');

describe('afterFirstScreen', () => {
  const html = afterFirstScreen(page);

  it('holds the scripts, their preloads and the texts’ preload inert', () => {
    expect(html).toContain('<link rel="x-after-load-modulepreload" href="/assets/entry.client.js"/>');
    expect(html).toContain(
      '<link rel="x-after-load-preload" href="/locales/fi/common.json" as="fetch" crossorigin=""/>',
    );
    expect(html).toContain(
      '<script type="x-after-load-module" async="">import * as route0 from "/assets/root.js"; import("/assets/entry.client.js");</script>',
    );
    expect(html).not.toMatch(/rel="modulepreload"|<script type="module" async/);
  });

  it('leaves the first screen’s resources, classic scripts and scripts with a source alone', () => {
    expect(html).toContain(
      '<link rel="preload" as="image" imageSrcSet="/content/image?url=a.svg 640w" fetchPriority="high"/>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles.css" data-precedence="default"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
  });

  it('starts them at the load event, before </body>', () => {
    expect(html).toMatch(/<script>addEventListener\('load',function\(\)\{[^<]*\}\)<\/script><\/body><\/html>$/);
  });

  it('makes them live again when the page has loaded, in the same order, the scripts after the links', async () => {
    const [, starter = ''] = /<script>(addEventListener[^<]*)<\/script>/.exec(html) ?? [];
    document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
    document.body.innerHTML =
      '<script type="x-after-load-module">import("/a.js");</script><script type="x-after-load-module">import("/b.js");</script>';
    // More than one task's worth of links.
    const chunks = Array.from({ length: 9 }, (_, index) => `/assets/chunk-${index}.js`);
    document.head.insertAdjacentHTML(
      'beforeend',
      chunks.map((href) => `<link rel="x-after-load-modulepreload" href="${href}"/>`).join(''),
    );
    window.eval(starter);
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(document.querySelector('[type^="x-after-load-"]')).toBeNull());
    expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/entry.client.js');
    expect(document.querySelector('link[rel="preload"][as="fetch"]')?.getAttribute('crossorigin')).toBe('');
    expect(
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/entry.client.js', ...chunks]);
    expect([...document.querySelectorAll('script')].map((script) => [script.type, script.textContent])).toEqual([
      ['module', 'import("/a.js");'],
      ['module', 'import("/b.js");'],
    ]);
    expect(document.querySelector('[rel^="x-after-load-"], [type^="x-after-load-"]')).toBeNull();
  });
});
