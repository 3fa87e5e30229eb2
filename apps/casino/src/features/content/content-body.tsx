import { cn } from '@casino/ui';
import { SafeHtml } from '../../lib/safe-html';
import type { SanitizedHtml } from '../../lib/sanitize-html';

/**
 * Readable typography for HTML from the content service (no typography plugin: utilities on the wrapper, one rule per
 * element): a measure of about 65 characters, spaced paragraphs and lists, headings a step apart, underlined links.
 */
const PROSE = [
  'max-w-prose text-base leading-7 text-fg wrap-break-word hyphens-auto',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_p]:my-4',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-hover',
  '[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-focus',
  '[&_strong]:font-semibold [&_strong]:text-fg',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li]:pl-1',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-border-strong [&_blockquote]:pl-4 [&_blockquote]:text-fg-muted [&_blockquote]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_hr]:my-8 [&_hr]:border-border',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-border-strong [&_th]:p-2 [&_th]:text-left',
  '[&_td]:border-b [&_td]:border-border [&_td]:p-2',
].join(' ');

/** The sanitised HTML body of a page or article, with readable typography. */
export function ContentBody({ html, className }: { html: SanitizedHtml; className?: string }) {
  return <SafeHtml html={html} data-slot="content-body" className={cn(PROSE, className)} />;
}
