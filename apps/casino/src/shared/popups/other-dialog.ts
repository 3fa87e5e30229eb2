import { useSyncExternalStore } from 'react';

const MARK = 'data-site-popup';

/** Marks a site popup's own dialog (spread on its content), so that it never counts as another one. */
export const popupDialogMark = { [MARK]: '' };

/**
 * A dialog of anything else on the page that is open or opening (Radix marks one that is leaving data-state="closed"):
 * the account prompts (complete account, marketing, loss-limit confirmation, reality check), the profile panel, the
 * login and bank returns, the header's dropdowns. All are Radix dialogs or popovers, so they carry these roles.
 */
const dialogsWhere = (also: string) =>
  ['dialog', 'alertdialog'].map((role) => `[role="${role}"]${also}:not([data-state="closed"])`).join(', ');
const OTHER_DIALOG = dialogsWhere(`:not([${MARK}])`);
/** Any dialog open or opening, a site popup's too. */
const ANY_DIALOG = dialogsWhere('');

const anotherDialogOpen = () => document.querySelector(OTHER_DIALOG) !== null;
const anyDialogOpen = () => document.querySelector(ANY_DIALOG) !== null;

/** Dialogs come and go through portals (nodes added to and removed from the body) and their data-state. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role', 'data-state'],
  });
  return () => observer.disconnect();
}

const unwatched = () => () => {};
const none = () => false;

/**
 * Whether another dialog is open on the page, watched while `watching` (a popup is due; none is watched once all are
 * closed). The popups ask the document rather than each feature: the account prompts decide alone when they are due
 * (account-prompts.tsx: the player, the limits, the reality-check interval, the 30-day marketing rule) and features
 * do not import each other, so whatever dialog the page shows, the popup waits for it. False on the server (the
 * popups never render there).
 */
export const useAnotherDialogOpen = (watching: boolean) =>
  useSyncExternalStore(watching ? subscribe : unwatched, watching ? anotherDialogOpen : none, none);

/**
 * Whether any dialog is open on the page, a site popup included, watched while `watching`: what the marketing prompt
 * waits for before it opens (a popup showing is answered first; one due steps aside for the prompt once it is open).
 */
export const useAnyDialogOpen = (watching: boolean) =>
  useSyncExternalStore(watching ? subscribe : unwatched, watching ? anyDialogOpen : none, none);
