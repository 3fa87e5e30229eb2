import type { PanelPage } from '@casino/flows';
import { useEffect } from 'react';
import { useSessionStatus } from '../../../shared/session/session';
import { useProfilePanel } from '../../profile-panel/panel-context';

/** Opens the profile panel on `trail` (each page pushed in turn) once the player is logged in. */
function OpenPanel({ trail }: { trail: readonly PanelPage[] }) {
  const { open } = useProfilePanel();
  const loggedIn = useSessionStatus() === 'loggedIn';
  useEffect(() => {
    if (loggedIn) for (const page of trail) open(page);
  }, [loggedIn, open, trail]);
  return null;
}

/**
 * For the panel pages' screen stories: the home route as a page that opens the real profile panel (the desktop
 * dropdown at 1280 px, the phone's side sheet at 390 px) on the given pages, as the player's clicks would.
 */
export const panelScreenPages = (...trail: PanelPage[]) => ({ HOME: { default: () => <OpenPanel trail={trail} /> } });
