import type { ComponentProps, ReactElement, ReactNode } from 'react';

/**
 * What the profile panel (spec 2.5) gives the site frame. The layout cannot import the panel's feature, so the root
 * route hands these in (root.tsx); without them the balance button opens nothing.
 */
export interface PanelSlots {
  /** Wraps the whole frame: provides the panel to the pages under it and renders the phone's side sheet. */
  provider: (frame: ReactNode) => ReactNode;
  /** The header's balance button, made the trigger of the desktop dropdown. */
  dropdown: (trigger: ReactElement<ComponentProps<'button'>>) => ReactNode;
  /** A control that opens the panel on its first page: the bottom bar's profile item, the phone toolbar's balance. */
  opener: (render: (open: () => void) => ReactNode) => ReactNode;
}
