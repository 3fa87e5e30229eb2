import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

let purifier: DOMPurify | undefined;

/**
 * Gives the sanitiser a window where there is none: the server renders with a jsdom window (entry.server.tsx), the
 * browser uses its own. Both serialise by the HTML standard, so the server's output is what the browser makes again.
 */
export function useSanitizerWindow(window: WindowLike) {
  purifier = createDOMPurify(window);
}

/**
 * Makes HTML from the content service safe to render: scripts, event handlers, javascript: URLs, SVG and MathML are
 * removed, and so are style sheets and forms, which could restyle the page or ask for a password.
 */
export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(window);
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
