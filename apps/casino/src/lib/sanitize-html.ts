import type { WindowLike } from 'dompurify';

/** HTML that went through sanitizeHtml: the only HTML SafeHtml renders. */
export type SanitizedHtml = string & { readonly __sanitized: true };

let sanitizerWindow: WindowLike | undefined;

/**
 * Gives the sanitiser a window where there is none: the server sanitises with a jsdom window (entry.server.tsx), the
 * browser with its own. Both serialise by the HTML standard, so they make the same markup.
 */
export function setSanitizerWindow(window: WindowLike) {
  sanitizerWindow = window;
}

/**
 * Makes HTML from the content service safe to render: scripts, event handlers, javascript: URLs, SVG and MathML are
 * removed, and so are style sheets and forms, which could restyle the page or ask for a password. The queries of
 * content HTML call it, so the cache (and the state the server hands the browser) holds only sanitised HTML; the
 * sanitiser loads on first use, so a page without new HTML to clean never downloads it.
 */
export async function sanitizeHtml(html: string): Promise<SanitizedHtml> {
  const { default: createDOMPurify } = await import('dompurify');
  const purifier = createDOMPurify(sanitizerWindow ?? window);
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }) as SanitizedHtml;
}
