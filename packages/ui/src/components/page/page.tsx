import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';

export const pageVariants = cva('mx-auto flex w-full min-w-0 flex-col px-4', {
  variants: {
    width: {
      /** Lists, lobbies and the account's pages. */
      wide: 'max-w-7xl py-6',
      /** One form in the middle of the screen (login), with more air above it. */
      narrow: 'max-w-md py-10',
      /** An article or a static page: the column of their text, with a larger heading from sm up. */
      prose: 'max-w-3xl py-6 sm:**:data-[slot=page-header-title]:text-4xl',
    },
    gap: {
      default: 'gap-6',
      /** Sections that each carry their own heading (the home page's rails). */
      loose: 'gap-8',
      /**
       * A screen whose content is the point (the game page): less air above the heading and, on a phone, between
       * the sections. Its padding overrides the width's through cn.
       */
      tight: 'gap-4 py-4 md:gap-6',
    },
  },
  defaultVariants: { width: 'wide', gap: 'default' },
});

export type PageProps = ComponentProps<'div'> &
  VariantProps<typeof pageVariants> & {
    /** Render as the child element (e.g. `<main>` or `<article>`), with the page's classes merged into it. */
    asChild?: boolean;
  };

/** The frame of a screen: centred, padded, its sections one under the other. Put a PageHeader first. */
export function Page({ width, gap, asChild = false, className, ...props }: PageProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp
      data-slot="page"
      data-width={width ?? 'wide'}
      className={cn(pageVariants({ width, gap }), className)}
      {...props}
    />
  );
}

export const pageHeaderVariants = cva('flex', {
  variants: {
    size: {
      /** The heading of a page: the actions beside it from sm up, under it on a phone. */
      default: 'flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
      /** A smaller heading on a phone (the game page): the actions beside it wherever they fit, else under it. */
      compact: 'flex-wrap items-end justify-between gap-x-4 gap-y-2',
    },
  },
  defaultVariants: { size: 'default' },
});

/** The classes of the header's parts, by size. */
const headerParts = {
  default: { text: 'gap-2', title: 'text-3xl', description: '', actions: 'sm:shrink-0 sm:justify-end' },
  compact: { text: 'gap-1', title: 'text-2xl md:text-3xl', description: 'text-sm', actions: '' },
} as const;

export type PageHeaderProps = Omit<ComponentProps<'div'>, 'title' | 'children'> &
  VariantProps<typeof pageHeaderVariants> & {
    /** The page's one level-1 heading, already translated. */
    title: ReactNode;
    /** A line under the heading (a group's description, an article's date and reading time). Phrasing content. */
    description?: ReactNode;
    /** Buttons or links for the page: beside the heading from sm up, under it on a phone. */
    actions?: ReactNode;
  };

/** The heading of a page, with an optional line under it and the page's actions. Long words wrap and hyphenate. */
export function PageHeader({ title, description, actions, size, className, ...props }: PageHeaderProps) {
  const parts = headerParts[size ?? 'default'];
  return (
    <div
      data-slot="page-header"
      data-size={size ?? 'default'}
      className={cn(pageHeaderVariants({ size }), className)}
      {...props}
    >
      <div className={cn('flex min-w-0 flex-col', parts.text)}>
        <h1 data-slot="page-header-title" className={cn('font-bold wrap-break-word hyphens-auto', parts.title)}>
          {title}
        </h1>
        {description && (
          <p
            data-slot="page-header-description"
            className={cn('wrap-break-word hyphens-auto text-fg-muted', parts.description)}
          >
            {description}
          </p>
        )}
      </div>
      {actions && (
        <div data-slot="page-header-actions" className={cn('flex flex-wrap items-center gap-3', parts.actions)}>
          {actions}
        </div>
      )}
    </div>
  );
}

/**
 * Readable typography for HTML from the content service (no typography plugin: utilities on the wrapper, one rule per
 * element): a measure of about 65 characters, spaced paragraphs and lists, headings a step apart, underlined links.
 */
const proseClasses = [
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

export type ProseProps = ComponentProps<'div'> & {
  /** Style the child element instead (e.g. the app's sanitised-HTML element), with the classes merged into it. */
  asChild?: boolean;
};

/**
 * The typography of a page's or an article's body from the CMS. It only styles: the HTML must already be sanitised
 * by whoever puts it inside.
 */
export function Prose({ asChild = false, className, ...props }: ProseProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp data-slot="prose" className={cn(proseClasses, className)} {...props} />;
}
