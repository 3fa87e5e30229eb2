import { DialogTitle, MobileAccordionMenu, Sheet, SheetContent, type NavItem } from '@casino/ui';
import type { ReactNode } from 'react';
import { renderRouterLink } from '../../lib/router-link';

interface MobilePanelProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** What the panel holds: the site menu as an accordion (its items), or other content (the search). */
  children: { items: NavItem[]; label: string } | ReactNode;
}

const isMenu = (content: MobilePanelProps['children']): content is { items: NavItem[]; label: string } =>
  typeof content === 'object' && content !== null && 'items' in content;

/**
 * The phone's side panel of the bottom bar, open while it is rendered: the accordion menu (spec 2.4) or the search.
 * It loads on the first tap (mobile-nav.tsx), since most visits never open it.
 */
export default function MobilePanel({ title, closeLabel, onClose, children }: MobilePanelProps) {
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent closeLabel={closeLabel} aria-describedby={undefined} className="flex flex-col gap-4 p-4 pt-14">
        <DialogTitle className="sr-only">{title}</DialogTitle>
        {isMenu(children) ? (
          <MobileAccordionMenu
            label={children.label}
            items={children.items}
            renderLink={(props) => renderRouterLink({ ...props, onClick: onClose })}
          />
        ) : (
          children
        )}
      </SheetContent>
    </Sheet>
  );
}
