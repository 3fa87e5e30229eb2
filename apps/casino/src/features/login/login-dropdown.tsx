import { Button, DropdownPanel, DropdownPanelContent, DropdownPanelTrigger } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPanel } from './login-panel';

/**
 * The desktop login dropdown (spec 2.5, 3b): the logged-out panel under the header's button. It loads on the first
 * click (login-control.tsx), opened; after a login the current page reloads (spec 2.2).
 */
export default function LoginDropdown() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <DropdownPanel open={open} onOpenChange={setOpen}>
      <DropdownPanelTrigger asChild>
        <Button variant="secondary" size="sm">
          {t('layout.header.login')}
        </Button>
      </DropdownPanelTrigger>
      <DropdownPanelContent width="landing" aria-label={t('login.page.heading')} className="p-6">
        <LoginPanel onClose={() => setOpen(false)} />
      </DropdownPanelContent>
    </DropdownPanel>
  );
}
