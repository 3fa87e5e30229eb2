import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { ChevronDownIcon } from 'lucide-react';

/** Sections that open in place (the daily, weekly and monthly loss limits). Radix Accordion: arrows, Home, End. */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" className={cn('flex flex-col gap-2', className)} {...props} />;
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('overflow-hidden rounded-lg border border-border bg-surface-raised', className)}
      {...props}
    />
  );
}

/** The heading row; put the title (and a summary such as the current limit) inside. */
export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header data-slot="accordion-header" className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'group flex min-h-12 flex-1 items-center justify-between gap-3 px-4 py-3 text-left font-semibold wrap-break-word text-fg hover:bg-surface-overlay',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      >
        <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1">{children}</span>
        <span className="shrink-0 text-fg-muted transition-transform duration-normal group-data-[state=open]:rotate-180 [&_svg]:size-5">
          <ChevronDownIcon aria-hidden="true" />
        </span>
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden data-[state=closed]:animate-collapse data-[state=open]:animate-expand"
      {...props}
    >
      <div className={cn('border-t border-border px-4 py-4 text-sm text-fg', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
