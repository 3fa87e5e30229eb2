import { Button } from '@casino/ui';
import { Zap } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** The dialog and the deposit form load at the first press: a visitor who only browses never pays for them. */
const PayNPlayDialog = lazy(() => import('./pay-n-play-dialog'));

/**
 * Pay N Play (spec 1, 2.5: a visitor starts a deposit as a new customer): its button ("Deposit and play" in the
 * header and the login panel, "Play for real" on a game page) opens the deposit form of a guest (spec 9's default
 * presets, the first chosen; the terms and privacy-policy boxes) over the page. The provider identifies the payer at
 * the bank, and the return (features/login/provider-return.tsx) finds the deposit received and the new session
 * started, back on the page the dialog opened on.
 */
export function PayNPlay({
  label,
  ...button
}: Pick<ComponentProps<typeof Button>, 'size' | 'className'> & { label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so that it animates out when closed and the focus goes back to the button.
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <Button
        {...button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        <Zap aria-hidden="true" />
        {label ?? t('login.payNPlay.button')}
      </Button>
      {pressed && (
        <Suspense>
          <PayNPlayDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
