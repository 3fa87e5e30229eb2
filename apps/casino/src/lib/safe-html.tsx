import { useMemo, type ComponentProps } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Renders HTML from the content service, sanitised first: never put server HTML into the page any other way. */
export function SafeHtml({ html, ...props }: { html: string } & Omit<ComponentProps<'div'>, 'children'>) {
  const __html = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...props} dangerouslySetInnerHTML={{ __html }} />;
}
