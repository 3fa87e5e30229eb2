import type { PanelPage } from '@casino/flows';

export type { PanelPage };

/**
 * What the profile panel's shell gives each page (spec 2.5): the pages are navigated as a stack, not by URL.
 * A page is `pages/<page-id>.tsx` with a default export taking these props; its title comes from
 * `panel.pages.<page-id>` and the shell draws it in the back row.
 */
export interface PanelPageProps {
  /** Opens `page` on top of this one. */
  push(page: PanelPage): void;
  /** Goes back to the page below (the back row does this too). */
  back(): void;
  /** Closes the panel (the stack resets 500 ms later). */
  close(): void;
}
