import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { ChevronDownIcon } from 'lucide-react';

/** A list that folds under its heading (active deposit campaigns, active free spins). Radix Collapsible. */
export function Collapsible({ className, ...props }: ComponentProps<typeof CollapsiblePrimitive.Root>) {
  return (
    <CollapsiblePrimitive.Root
      data-slot="collapsible"
      className={cn('rounded-lg border border-border bg-surface-raised', className)}
      {...props}
    />
  );
}

export type CollapsibleTriggerProps = ComponentProps<typeof CollapsiblePrimitive.Trigger> & {
  /** Shown after the title, e.g. a Badge with the number of items. */
  aside?: ReactNode;
};

export function CollapsibleTrigger({ className, children, aside, ...props }: CollapsibleTriggerProps) {
  return (
    <CollapsiblePrimitive.Trigger
      data-slot="collapsible-trigger"
      className={cn(
        'group flex min-h-12 w-full items-center gap-3 rounded-lg px-4 py-3 text-left font-semibold wrap-break-word text-fg hover:bg-surface-overlay',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    >
      <span className="min-w-0 flex-1">{children}</span>
      {aside}
      <span className="shrink-0 text-fg-muted transition-transform duration-normal group-data-[state=open]:rotate-180 [&_svg]:size-5">
        <ChevronDownIcon aria-hidden="true" />
      </span>
    </CollapsiblePrimitive.Trigger>
  );
}

export function CollapsibleContent({ className, ...props }: ComponentProps<typeof CollapsiblePrimitive.Content>) {
  return (
    <CollapsiblePrimitive.Content
      data-slot="collapsible-content"
      className={cn(
        'overflow-hidden px-4 data-[state=closed]:animate-collapse data-[state=open]:animate-expand data-[state=open]:pb-4',
        className,
      )}
      {...props}
    />
  );
}
