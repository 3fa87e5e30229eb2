import { cloneElement, createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { useInspect } from '../../app/inspect';
import { whenIdle } from '../../lib/when-idle';
import { useSessionStatus } from '../../shared/session/session';
import { ProfilePanelContext, type ProfilePanelControls } from '../../shared/profile-panel/panel-context';
import type * as HostModule from './panel-host';
import type { PanelPage } from '../../shared/profile-panel/panel-page';

type Host = typeof HostModule;
interface Loaded {
  host: Host;
  panels: HostModule.Panels;
}

let hostModule: Promise<Host> | undefined;
/** The panel's code: its machine, xstate, the dropdown and the sheet. Fetched once. */
const loadHost = () => (hostModule ??= import('./panel-host'));

interface PanelHost extends ProfilePanelControls {
  loaded: Loaded | null;
  /** Focuses what opened the panel, if it is still there; false when it is not (the panel's own default then). */
  restoreFocus: () => boolean;
}

const PanelHostContext = createContext<PanelHost | null>(null);

/**
 * Provides the profile panel (spec 2.5) to the site: `useProfilePanel().open(page)` anywhere under it, the header's
 * dropdown (ProfileDropdown) and, on a phone, the side sheet it renders. A visitor's page loads none of the panel:
 * its code comes on the first open, or when the browser is idle after the player has logged in. A logout closes it.
 */
export function ProfilePanelProvider({ children }: { children: ReactNode }) {
  const loggedIn = useSessionStatus() === 'loggedIn';
  const inspect = useInspect();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loadedRef = useRef<Loaded | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const ensureLoaded = useCallback(async () => {
    const host = await loadHost();
    loadedRef.current ??= { host, panels: host.createPanels(inspect) };
    setLoaded(loadedRef.current);
    return loadedRef.current;
  }, [inspect]);

  useEffect(() => () => loadedRef.current?.panels.stop(), []);

  // After login, when the browser has nothing better to do, the panel and its landing pages load ahead of a click.
  useEffect(() => {
    if (!loggedIn) return;
    return whenIdle(() => void ensureLoaded().then(({ host }) => host.preloadLandingPages()));
  }, [loggedIn, ensureLoaded]);

  useEffect(() => loaded?.panels.followViewport(), [loaded]);

  // Logging out closes the panel (spec 4, Logged out).
  useEffect(() => {
    if (!loggedIn) loaded?.panels.close();
  }, [loggedIn, loaded]);

  const open = useCallback(
    (page?: PanelPage) => {
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
        opener.current = document.activeElement;
      void ensureLoaded().then(({ panels }) => panels.open(page));
    },
    [ensureLoaded],
  );

  const host = useMemo<PanelHost>(
    () => ({
      open,
      loaded,
      restoreFocus: () => {
        if (!opener.current?.isConnected) return false;
        opener.current.focus();
        return true;
      },
    }),
    [open, loaded],
  );

  return (
    <ProfilePanelContext value={host}>
      <PanelHostContext value={host}>
        {children}
        {loaded && loggedIn && (
          <loaded.host.MobilePanel actor={loaded.panels.mobile} restoreFocus={host.restoreFocus} />
        )}
      </PanelHostContext>
    </ProfilePanelContext>
  );
}

/**
 * The header's balance button as the desktop dropdown's trigger. Until the panel's code is there it is the plain
 * button, whose click loads it and opens the panel; on a phone the click opens the side sheet instead.
 */
export function ProfileDropdown({ trigger }: { trigger: ReactElement<ComponentProps<'button'>> }) {
  const host = use(PanelHostContext);
  if (!host?.loaded) return cloneElement(trigger, { onClick: () => host?.open() });
  return (
    <host.loaded.host.DesktopPanel
      actor={host.loaded.panels.desktop}
      trigger={trigger}
      onOpenRequest={() => host.open()}
      restoreFocus={host.restoreFocus}
    />
  );
}

/** Renders a control that opens the panel on its first page (the bottom bar's profile item, the phone's balance). */
export function ProfilePanelOpener({ children }: { children: (open: () => void) => ReactNode }) {
  const host = use(PanelHostContext);
  return children(() => host?.open());
}
