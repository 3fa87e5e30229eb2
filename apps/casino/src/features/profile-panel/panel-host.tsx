import { panelStackMachine, type PanelPage } from '@casino/flows';
import {
  DropdownPanel,
  DropdownPanelContent,
  DropdownPanelTrigger,
  PanelBackRow,
  Sheet,
  SheetContent,
  Skeleton,
} from '@casino/ui';
import { useSelector } from '@xstate/react';
import { createElement, Suspense, useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { createActor, type ActorRefFrom } from 'xstate';
import type { Inspect } from '../../app/inspect';
import { panelPageComponent, preloadPanelPages } from '../../panel-pages';

/**
 * The profile panel itself (spec 2.5; 4, Panel), loaded on its first open or when the browser is idle after login
 * (panel-provider.tsx): the panelStack machine, the desktop dropdown and the phone's side sheet, and the stack of
 * pages, each loaded on demand.
 */

export type PanelActor = ActorRefFrom<typeof panelStackMachine>;

/** From this width the panel is the header's dropdown; below it, the phone's side sheet (Tailwind's lg). */
const DROPDOWN_MEDIA = '(min-width: 1024px)';

/** The two panels: the desktop dropdown's stack (first page profile) and the phone's side sheet's (main-page). */
export interface Panels {
  desktop: PanelActor;
  mobile: PanelActor;
  /** Opens the panel of this viewport, on its first page or on `page` above it. */
  open(page?: PanelPage): void;
  /** Closes both (a logout). */
  close(): void;
  /** Across the breakpoint (a phone turned, a window resized) the open panel becomes the other, on the same pages. */
  followViewport(): () => void;
  stop(): void;
}

/**
 * The panels of the site, each run by the panelStack machine.
 *
 * @public Loaded with import() by panel-provider.tsx, which knip does not follow.
 */
export function createPanels(inspect?: Inspect): Panels {
  const start = (mobile: boolean) => createActor(panelStackMachine, { input: { mobile }, inspect }).start();
  const desktop = start(false);
  const mobile = start(true);
  const media = () => window.matchMedia?.(DROPDOWN_MEDIA);
  return {
    desktop,
    mobile,
    open: (page) => (media()?.matches === false ? mobile : desktop).send({ type: 'panel.opened', page }),
    close: () => {
      desktop.send({ type: 'panel.closed' });
      mobile.send({ type: 'panel.closed' });
    },
    followViewport: () => {
      const query = media();
      const move = () => {
        const [from, to] = query?.matches ? [mobile, desktop] : [desktop, mobile];
        const shown = from.getSnapshot();
        if (!shown.hasTag('open')) return;
        // Both at once: the panel left behind hides without its closing transition, and the one taking over starts
        // from its first page even if it closed moments ago (else the pages would go on its old stack).
        from.send({ type: 'panel.reset' });
        to.send({ type: 'panel.reset' });
        to.send({ type: 'panel.opened' });
        for (const page of shown.context.stack.slice(1)) to.send({ type: 'panel.opened', page });
      };
      query?.addEventListener?.('change', move);
      return () => query?.removeEventListener?.('change', move);
    },
    stop: () => {
      desktop.stop();
      mobile.stop();
    },
  };
}

/**
 * The landing pages, fetched ahead so that the first open shows at once.
 *
 * @public Loaded with import() by panel-provider.tsx, which knip does not follow.
 */
export const preloadLandingPages = () => preloadPanelPages(['profile']);

const useStack = (actor: PanelActor) => useSelector(actor, (snapshot) => snapshot.context.stack);
const useOpen = (actor: PanelActor) => useSelector(actor, (snapshot) => snapshot.hasTag('open'));

function usePageTitle() {
  const { t } = useTranslation();
  return (page: PanelPage) => t(`panel.pages.${page}`);
}

/** While a page's code loads: its shape in skeletons. */
function PageSkeleton() {
  return (
    <div className="flex flex-col gap-3" data-testid="panel-page-loading">
      <Skeleton shape="block" className="h-20" />
      <Skeleton className="w-3/4" />
      <Skeleton className="w-1/2" />
      <Skeleton shape="block" className="h-12" />
    </div>
  );
}

/**
 * The stack: the back row (back, the trail of titles, close) over the page on top. Focus goes to the page's title
 * when the panel opens and on every push and back, so a screen reader reads where the player is.
 */
function PanelView({ actor }: { actor: PanelActor }) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const stack = useStack(actor);
  const page = stack.at(-1) ?? stack[0]!;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const Page = panelPageComponent(page);

  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
  }, [stack.length, page]);

  const back = () => actor.send({ type: 'page.back' });
  const close = () => actor.send({ type: 'panel.closed' });
  return (
    <>
      <PanelBackRow
        className="sticky top-0 z-20 bg-surface-raised"
        trail={stack.map(title)}
        titleRef={titleRef}
        breadcrumbLabel={t('panel.shell.trail')}
        backLabel={t('panel.shell.back')}
        onBack={back}
        onNavigate={(index) => {
          for (let step = stack.length - 1; step > index; step -= 1) back();
        }}
        closeLabel={t('panel.shell.close')}
        onClose={close}
      />
      <div className="flex flex-col gap-4 p-4" data-panel-page={page}>
        <Suspense fallback={<PageSkeleton />}>
          {
            // The page components are made once, at load (src/panel-pages.ts): the lookup creates none.
            createElement(Page, {
              key: `${stack.length}-${page}`,
              push: (next: PanelPage) => actor.send({ type: 'page.pushed', page: next }),
              back,
              close,
            })
          }
        </Suspense>
      </div>
    </>
  );
}

interface PanelProps {
  actor: PanelActor;
  /** Gives focus back to what opened the panel, once it has closed; false when that is gone. */
  restoreFocus: () => boolean;
}

/**
 * The desktop dropdown under the header's balance button (its trigger): 450 px wide on the landing page, 550 px on
 * the others. Escape or a click outside closes it.

 *
 * @public Loaded with import() by panel-provider.tsx, which knip does not follow.
 */
export function DesktopPanel({
  actor,
  trigger,
  onOpenRequest,
  restoreFocus,
}: PanelProps & { trigger: ReactElement; onOpenRequest: () => void }) {
  const title = usePageTitle();
  const open = useOpen(actor);
  const stack = useStack(actor);
  return (
    <DropdownPanel open={open} onOpenChange={(next) => (next ? onOpenRequest() : actor.send({ type: 'panel.closed' }))}>
      <DropdownPanelTrigger asChild>{trigger}</DropdownPanelTrigger>
      <DropdownPanelContent
        width={stack.length === 1 ? 'landing' : 'page'}
        aria-label={title(stack.at(-1) ?? stack[0]!)}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          // Else Radix gives it to the trigger: the balance button, which replaced the one clicked before this loaded.
          if (restoreFocus()) event.preventDefault();
        }}
      >
        <PanelView actor={actor} />
      </DropdownPanelContent>
    </DropdownPanel>
  );
}

/**
 * The phone's side sheet (opened from the bottom bar's profile item): it stays 100 ms after a close, as the spec has it.
 *
 * @public Loaded with import() by panel-provider.tsx, which knip does not follow.
 */
export function MobilePanel({ actor, restoreFocus }: PanelProps) {
  const title = usePageTitle();
  const open = useOpen(actor);
  const stack = useStack(actor);
  return (
    <Sheet open={open} onOpenChange={(next) => !next && actor.send({ type: 'panel.closed' })}>
      <SheetContent
        aria-label={title(stack.at(-1) ?? stack[0]!)}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          restoreFocus();
        }}
      >
        <PanelView actor={actor} />
      </SheetContent>
    </Sheet>
  );
}
