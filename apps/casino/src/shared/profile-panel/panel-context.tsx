import { createContext, useContext } from 'react';
import type { PanelPage } from './panel-page.ts';

export interface ProfilePanelControls {
  /** Opens the profile panel, on its first page or on `page` above it. */
  open(page?: PanelPage): void;
}

const noPanel: ProfilePanelControls = { open: () => undefined };

/** Provided by the site layout, which holds the panel. */
export const ProfilePanelContext = createContext<ProfilePanelControls>(noPanel);

/** Opens the profile panel from anywhere under the site layout (e.g. a route that shows a panel page). */
export function useProfilePanel(): ProfilePanelControls {
  return useContext(ProfilePanelContext);
}
