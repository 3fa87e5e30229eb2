import { cva } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/render-link';

/** A page link of the site navigation; with `children` it opens a submenu (game groups, say). */
export type NavItem = {
  label: string;
  href: string;
  /** The link of the page being shown. */
  current?: boolean;
  /** Shown after the label, e.g. a Badge with the available bonus-wheel spins. */
  badge?: ReactNode;
  children?: { label: string; href: string; current?: boolean }[];
};

export const topBarLinkVariants = cva(
  [
    'inline-flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold',
    'transition-colors duration-fast ease-standard hover:bg-surface-hover',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: {
      current: {
        true: 'bg-surface-overlay text-accent',
        false: 'text-fg',
      },
    },
    defaultVariants: { current: false },
  },
);

export type TopBarProps = ComponentProps<'header'> & {
  /** The logo, usually a link home. */
  logo: ReactNode;
  /** The accessible name of the navigation landmark. */
  navLabel: string;
  items: NavItem[];
  /** The search box. */
  search?: ReactNode;
  /** The end of the bar: balance button or 'game on' button, or log-in and register buttons. */
  actions?: ReactNode;
  renderLink?: RenderLink;
};

/** The desktop top bar: logo, page links with dropdown submenus (Radix NavigationMenu), search and actions. */
export function TopBar({
  logo,
  navLabel,
  items,
  search,
  actions,
  renderLink = renderAnchor,
  className,
  ...props
}: TopBarProps) {
  return (
    <header
      data-slot="top-bar"
      className={cn(
        'flex min-h-16 w-full items-center gap-4 border-b border-border bg-surface-raised px-4 py-2',
        className,
      )}
      {...props}
    >
      <div data-slot="top-bar-logo" className="flex shrink-0 items-center">
        {logo}
      </div>
      <NavigationMenu.Root data-slot="top-bar-nav" aria-label={navLabel} className="hidden min-w-0 flex-1 lg:flex">
        <NavigationMenu.List data-slot="top-bar-list" className="flex flex-wrap items-center gap-1">
          {items.map((item) => (
            <NavigationMenu.Item key={item.href} data-slot="top-bar-item" className="relative">
              {item.children?.length ? (
                <>
                  <NavigationMenu.Trigger
                    data-slot="top-bar-trigger"
                    className={cn(topBarLinkVariants({ current: item.current ?? false }), 'group')}
                  >
                    {item.label}
                    {item.badge}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 transition-transform duration-fast group-data-[state=open]:rotate-180"
                    />
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content
                    data-slot="top-bar-submenu"
                    className="absolute top-full left-0 z-20 mt-2 w-64 rounded-lg border border-border bg-surface-overlay p-2 shadow-overlay"
                  >
                    <ul className="flex flex-col gap-1">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <NavigationMenu.Link asChild active={child.current ?? false}>
                            {renderLink({
                              href: child.href,
                              'data-slot': 'top-bar-submenu-link',
                              className: cn(topBarLinkVariants({ current: child.current ?? false }), 'flex w-full'),
                              children: child.label,
                            })}
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </NavigationMenu.Content>
                </>
              ) : (
                <NavigationMenu.Link asChild active={item.current ?? false}>
                  {renderLink({
                    href: item.href,
                    'data-slot': 'top-bar-link',
                    className: topBarLinkVariants({ current: item.current ?? false }),
                    children: (
                      <>
                        {item.label}
                        {item.badge}
                      </>
                    ),
                  })}
                </NavigationMenu.Link>
              )}
            </NavigationMenu.Item>
          ))}
        </NavigationMenu.List>
      </NavigationMenu.Root>
      <div data-slot="top-bar-search" className="ml-auto hidden min-w-0 md:block md:w-48 2xl:w-80">
        {search}
      </div>
      <div data-slot="top-bar-actions" className="flex shrink-0 items-center gap-2 max-md:ml-auto">
        {actions}
      </div>
    </header>
  );
}
