import { Clock } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/render-link';
import { CardImage, type ResponsiveImage } from '../../lib/card-image';

export type ArticleCardProps = ComponentProps<'article'> & {
  title: string;
  /** The article page (campaigns/{slug}). */
  href: string;
  /** The picture (decorative: the title names the card), with its sources and drawn sizes; none shows no picture. */
  image?: ResponsiveImage;
  /** Cards in the first screenful load their picture eagerly; the rest lazily. */
  aboveTheFold?: boolean;
  /** The page's first card: its picture is the likely LCP and is fetched with high priority. */
  priority?: boolean;
  /** The publication date, formatted, and its machine-readable form. */
  date?: { text: string; dateTime: string };
  /** e.g. "3 min lukuaika" (about 200 words a minute, at least 1). */
  readingTime: string;
  excerpt?: string;
  renderLink?: RenderLink;
};

/** A campaign or news article teaser; the whole card follows its title link. */
export function ArticleCard({
  title,
  href,
  image,
  aboveTheFold = false,
  priority,
  date,
  readingTime,
  excerpt,
  renderLink = renderAnchor,
  className,
  ...props
}: ArticleCardProps) {
  return (
    <article
      data-slot="article-card"
      className={cn(
        'relative flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface-raised shadow-raised transition-colors duration-fast focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus hover:border-border-strong',
        className,
      )}
      {...props}
    >
      {image && (
        <CardImage
          data-slot="article-card-image"
          image={image}
          aboveTheFold={aboveTheFold}
          priority={priority}
          className="aspect-video w-full bg-surface-sunken object-cover"
        />
      )}
      <div data-slot="article-card-body" className="flex flex-1 flex-col gap-2 p-4">
        <h3 data-slot="article-card-title" className="text-lg font-semibold wrap-break-word hyphens-auto">
          {renderLink({
            href,
            'data-slot': 'article-card-link',
            className: 'outline-none after:absolute after:inset-0 hover:underline',
            children: title,
          })}
        </h3>
        {excerpt && (
          <p data-slot="article-card-excerpt" className="line-clamp-3 text-sm wrap-break-word text-fg-muted">
            {excerpt}
          </p>
        )}
        <p
          data-slot="article-card-meta"
          className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted"
        >
          {date && <time dateTime={date.dateTime}>{date.text}</time>}
          <span data-slot="article-card-reading-time" className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {readingTime}
          </span>
        </p>
      </div>
    </article>
  );
}
