import { Button, Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle, Prose } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { SafeHtml } from '../../lib/safe-html';
import { useLocale } from '../../shared/locale/use-locale';
import { useCalmMoment } from '../../shared/popups/calm-moment';
import { popupDialogMark, useAnotherDialogOpen } from '../../shared/popups/other-dialog';
import { sitePopupsQuery, type SitePopup } from './popups-query';
import { readSeenPopups, rememberSeenPopup } from './seen-popups';

/**
 * The popups of the page's locale not yet closed in this browser session, one at a time, in the order the site
 * settings list them. Closing one (its button, Escape or a click outside) remembers it for the session and brings the
 * next. A load that fails shows nothing.
 */
export function PopupQueue() {
  const { data: popups = [] } = useQuery(sitePopupsQuery(useApi(), useLocale()));
  const [seen, setSeen] = useState(readSeenPopups);
  const next = popups.find((popup) => !seen.includes(popup.id));
  // The popup in the dialog: the next one, or the last one closed, kept while its dialog fades out.
  const [shown, setShown] = useState(next);
  if (next && next.id !== shown?.id) setShown(next);
  if (!shown) return null;

  const close = (id: number) => {
    rememberSeenPopup(id);
    setSeen((ids) => [...ids, id]);
  };
  return <PopupDialog key={shown.id} popup={shown} due={next?.id === shown.id} onClose={() => close(shown.id)} />;
}

/**
 * One popup: its title, its sanitised content and a close button, in the design system's dialog. While another
 * dialog is open (an account prompt, which the player must answer, or anything the visitor opened) a due popup waits,
 * and one showing steps aside without counting as closed, so two dialogs never stack. It opens at a calm moment
 * (calm-moment.ts: no touch, key, scroll or mouse for a while, no field with the focus or with text), never while a
 * person is doing something: after the other dialog too, it waits for one.
 */
function PopupDialog({ popup, due, onClose }: { popup: SitePopup; due: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const waiting = useAnotherDialogOpen(due);
  const calm = useCalmMoment(due && !waiting);
  const contentId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusBefore = useRef<Element | null>(null);
  const open = due && !waiting && calm;

  return (
    <Dialog
      open={open}
      onOpenChange={(opened) => {
        if (!opened) onClose();
      }}
    >
      <DialogContent
        {...popupDialogMark}
        aria-describedby={contentId}
        // The close button takes the focus, without scrolling a long popup to its end.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusBefore.current = document.activeElement;
          closeButton.current?.focus({ preventScroll: true });
        }}
        // Radix gives the focus back to a trigger, and a popup has none: closed, it goes back to what had it before
        // (nothing, on a page just loaded). Stepping aside, it stays with the other dialog.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const before = focusBefore.current;
          if (!waiting && before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
        }}
      >
        <DialogHeader>
          <DialogTitle>{popup.title}</DialogTitle>
        </DialogHeader>
        <Prose asChild>
          <SafeHtml id={contentId} html={popup.content} />
        </Prose>
        {/* A long popup scrolls under its footer, which keeps the close button in view: the dialog scrolls as a
            whole and the footer sticks to its bottom edge, over the dialog's padding (which sticky positions leave
            out, hence -bottom-6); a shadow in the dialog's colour fades the text out above it (a gradient cost
            0.35 kB of CSS, this 0.1 kB). A short popup looks as any dialog. */}
        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 bg-surface-raised px-6 pb-6 shadow-[0_-1rem_0.5rem_-0.5rem_var(--color-surface-raised)]">
          <DialogClose asChild>
            <Button ref={closeButton}>{t('sitePopups.popup.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
