import { assign, setup } from 'xstate';
import { MOBILE_CLOSE_MS, PANEL_RESET_MS } from '../rules/constants.ts';

/** The pages of the profile panel (spec 2.5); main-page is the mobile panel's first page. */
export const PANEL_PAGES = [
  'main-page',
  'profile',
  'settings',
  'campaigns',
  'transactions',
  'deposits',
  'withdraws',
  'game-actions',
  'user',
  'marketing',
  'close',
  'phone',
  'responsible-gaming',
  'spending',
  'pending-withdraws',
  'verification',
  'avatar',
  'customer-support',
  'deposit',
  'withdraw',
  'documents',
  'upload-documents',
] as const;
export type PanelPage = (typeof PANEL_PAGES)[number];

export interface PanelStackContext {
  /** The side panel of mobile (else the desktop dropdown). */
  mobile: boolean;
  /** The pages opened, the first page at the bottom; the last one shows. */
  stack: PanelPage[];
}

export type PanelStackEvent =
  /** Opens the panel, on its first page or on `page` above it. */
  | { type: 'panel.opened'; page?: PanelPage }
  | { type: 'page.pushed'; page: PanelPage }
  | { type: 'page.back' }
  | { type: 'panel.closed' }
  /**
   * Hides the panel at once and resets its stack, in whatever state: the viewport moved across the breakpoint, and
   * the other panel takes over the pages (no closing transition runs on a panel that is no longer laid out).
   */
  | { type: 'panel.reset' };

/** The first page: main-page in the mobile side panel, profile in the desktop dropdown. */
const firstPage = (mobile: boolean): PanelPage => (mobile ? 'main-page' : 'profile');

/**
 * The profile panel (spec 2.5; 4, Panel; 9): navigated as a stack, not by URL. A page pushed shows on top,
 * back pops it (never the first page). Closing hides the panel, on mobile 100 ms later, and resets the stack
 * to the first page 500 ms after that, once the closing transition is over; opening again in the meantime
 * keeps the stack. `panel.reset` hides and resets at once.
 *
 * Tags: `open` while the panel shows.
 */
export const panelStackMachine = setup({
  types: {
    context: {} as PanelStackContext,
    events: {} as PanelStackEvent,
    input: {} as { mobile?: boolean },
  },
  guards: {
    canGoBack: ({ context }) => context.stack.length > 1,
    isMobile: ({ context }) => context.mobile,
    isNewPage: ({ context, event }) =>
      'page' in event && event.page !== undefined && event.page !== context.stack.at(-1),
  },
  actions: {
    // Only after isNewPage, which has checked that the event names a page.
    push: assign({ stack: ({ context, event }) => [...context.stack, (event as { page: PanelPage }).page] }),
    pop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
    reset: assign({ stack: ({ context }) => [firstPage(context.mobile)] }),
  },
  delays: {
    mobileClose: MOBILE_CLOSE_MS,
    panelReset: PANEL_RESET_MS,
  },
}).createMachine({
  id: 'panelStack',
  context: ({ input }) => ({ mobile: input.mobile ?? false, stack: [firstPage(input.mobile ?? false)] }),
  initial: 'closed',
  on: { 'panel.reset': { target: '.closed', actions: 'reset' } },
  states: {
    closed: {
      on: { 'panel.opened': [{ guard: 'isNewPage', target: 'open', actions: 'push' }, { target: 'open' }] },
    },
    open: {
      tags: ['open'],
      on: {
        'page.pushed': { guard: 'isNewPage', actions: 'push' },
        'page.back': { guard: 'canGoBack', actions: 'pop' },
        'panel.opened': { guard: 'isNewPage', actions: 'push' },
        'panel.closed': [{ guard: 'isMobile', target: 'closingMobile' }, { target: 'closing' }],
      },
    },
    /** The mobile panel stays 100 ms before it closes. */
    closingMobile: {
      tags: ['open'],
      after: { mobileClose: 'closing' },
      on: { 'panel.opened': 'open' },
    },
    /** Hidden; the stack resets once the closing transition is over. */
    closing: {
      after: { panelReset: { target: 'closed', actions: 'reset' } },
      on: { 'panel.opened': [{ guard: 'isNewPage', target: 'open', actions: 'push' }, { target: 'open' }] },
    },
  },
});
