import type { PanelPage } from '@casino/flows';

export type { PanelPage };

/**
 * What the profile panel's shell gives each page (spec 2.5): the pages are navigated as a stack, not by URL.
 * A page is `pages/<page-id>.tsx` (an id of PANEL_PAGES) with a default export taking these props; the shell loads
 * it on demand, draws its title (`panel.pages.<page-id>`) in the back row above it, and gives it the panel's padding.
 *
 * From pages/, import this file as '../../profile-panel/panel-page': the features' lint rule refuses any '../x'
 * import (it takes it for another feature), and that path stays inside this feature.
 */
export interface PanelPageProps {
  /** Opens `page` on top of this one. */
  push(page: PanelPage): void;
  /** Goes back to the page below (the back row does this too). */
  back(): void;
  /** Closes the panel (the stack resets 500 ms later). */
  close(): void;
}
