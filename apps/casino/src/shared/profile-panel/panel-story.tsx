import type { PanelPage } from '@casino/flows';
import { useEffect, useRef } from 'react';
import { useSessionStatus } from '../session/session';
import { useProfilePanel } from './panel-context';

/** Opens the profile panel once the player is logged in: on its landing page, then each page of `trail` pushed. */
function OpenPanel({ trail }: { trail: readonly PanelPage[] }) {
  const { open } = useProfilePanel();
  const loggedIn = useSessionStatus() === 'loggedIn';
  // Once: `open` is made again when the panel's code has loaded, and a second run would push the trail twice.
  const opened = useRef(false);
  useEffect(() => {
    if (!loggedIn || opened.current) return;
    opened.current = true;
    open();
    for (const page of trail) open(page);
  }, [loggedIn, open, trail]);
  return null;
}

/**
 * For the panel's screen stories: the home route as a page that opens the real profile panel (the desktop dropdown
 * at 1280 px, the phone's side sheet at 390 px, switching when the viewport does) on the landing page and `trail`.
 */
export const panelOpenOn = (...trail: PanelPage[]) => ({ HOME: { default: () => <OpenPanel trail={trail} /> } });
