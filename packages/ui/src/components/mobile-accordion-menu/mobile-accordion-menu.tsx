import { cva } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/render-link';
import type { NavItem } from '../top-bar/top-bar';

export const mobileMenuRowVariants = cva(
  [
    'flex min-h-12 w-full items-center gap-2 px-4 py-3 text-left text-base font-semibold wrap-break-word',
    'transition-colors duration-fast ease-standard hover:bg-surface-hover',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: {
      level: { top: '', sub: 'min-h-11 pl-8 text-sm font-medium' },
      current: { true: 'text-accent', false: 'text-fg' },
    },
    defaultVariants: { level: 'top', current: false },
  },
);

export type MobileAccordionMenuProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The accessible name of the navigation landmark. */
  label: string;
  items: NavItem[];
  renderLink?: RenderLink;
};

/**
 * The mobile menu: the same page links as the TopBar, submenus opening as accordion sections (Radix Accordion).
 * The section holding the current page starts open.
 */
export function MobileAccordionMenu({
  label,
  items,
  renderLink = renderAnchor,
  className,
  ...props
}: MobileAccordionMenuProps) {
  return (
    <nav
      data-slot="mobile-accordion-menu"
      aria-label={label}
      className={cn('w-full bg-surface-raised', className)}
      {...props}
    >
      <Accordion.Root
        type="multiple"
        defaultValue={items.filter((item) => item.children?.some((child) => child.current)).map((item) => item.href)}
        data-slot="mobile-accordion-menu-list"
        className="divide-y divide-border"
      >
        {items.map((item) =>
          item.children?.length ? (
            <Accordion.Item key={item.href} value={item.href} data-slot="mobile-accordion-menu-item">
              <Accordion.Header asChild>
                <div>
                  <Accordion.Trigger
                    data-slot="mobile-accordion-menu-trigger"
                    className={cn(mobileMenuRowVariants({ current: item.current ?? false }), 'group')}
                  >
                    <span className="min-w-0 flex-1">{item.label}</span>
                    {item.badge}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 transition-transform duration-normal group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </div>
              </Accordion.Header>
              <Accordion.Content data-slot="mobile-accordion-menu-content" className="bg-surface">
                <ul>
                  {item.children.map((child) => (
                    <li key={child.href}>
                      {renderLink({
                        href: child.href,
                        'data-slot': 'mobile-accordion-menu-link',
                        'aria-current': child.current ? 'page' : undefined,
                        className: mobileMenuRowVariants({ level: 'sub', current: child.current ?? false }),
                        children: child.label,
                      })}
                    </li>
                  ))}
                </ul>
              </Accordion.Content>
            </Accordion.Item>
          ) : (
            <div key={item.href} data-slot="mobile-accordion-menu-item">
              {renderLink({
                href: item.href,
                'data-slot': 'mobile-accordion-menu-link',
                'aria-current': item.current ? 'page' : undefined,
                className: mobileMenuRowVariants({ current: item.current ?? false }),
                children: (
                  <>
                    <span className="min-w-0 flex-1">{item.label}</span>
                    {item.badge}
                  </>
                ),
              })}
            </div>
          ),
        )}
      </Accordion.Root>
    </nav>
  );
}
