import DOMPurify from 'dompurify';

/**
 * Makes HTML from the content service safe to render: scripts, event handlers, javascript: URLs, SVG and MathML are
 * removed, and so are style sheets and forms, which could restyle the page or ask for a password.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
