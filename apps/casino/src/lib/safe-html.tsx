import type { ComponentProps } from 'react';
import type { SanitizedHtml } from './sanitize-html';

/**
 * Renders HTML from the content service. It takes only SanitizedHtml (sanitizeHtml's result, made where the query
 * loads it): never put server HTML into the page any other way.
 */
export function SafeHtml({ html, ...props }: { html: SanitizedHtml } & Omit<ComponentProps<'div'>, 'children'>) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
