import { PANEL_PAGES, type PanelPage } from '@casino/flows';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PanelPageProps } from './panel-page';

type PageModule = { default: ComponentType<PanelPageProps> };

/** Every page file, `pages/<page-id>.tsx`, as a loader (each its own chunk); stories and tests beside them are not pages. */
const files = import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.stories.tsx', '!./pages/*.test.tsx']);

const isPanelPage = (id: string): id is PanelPage => (PANEL_PAGES as readonly string[]).includes(id);

const loaders = new Map<PanelPage, () => Promise<PageModule>>(
  Object.entries(files).flatMap(([path, load]) => {
    const id = path.replace(/^\.\/pages\//, '').replace(/\.tsx$/, '');
    return isPanelPage(id) ? [[id, load] as const] : [];
  }),
);
const components = new Map([...loaders].map(([page, load]) => [page, lazy(load)]));
/**
 * The phone's side sheet opens on main-page, the desktop dropdown on profile: one landing page (spec 2.5), so one
 * component. Moving across the breakpoint with the panel open shows it at once, without loading it again.
 */
const landing = components.get('profile');
if (landing) components.set('main-page', landing);

/** Each page's component, loaded when it first renders (React.lazy); a page without a file yet has none. */
export const PANEL_PAGE_COMPONENTS: ReadonlyMap<
  PanelPage,
  LazyExoticComponent<ComponentType<PanelPageProps>>
> = components;

/** Starts loading pages before they are opened (the landing pages, when the browser is idle after login). */
export function preloadPanelPages(pages: readonly PanelPage[]) {
  for (const page of pages) void loaders.get(page)?.();
}
