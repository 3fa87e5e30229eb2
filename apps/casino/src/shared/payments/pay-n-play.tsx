import { depositPresets } from '@casino/flows';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Skeleton,
} from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { Zap } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { paymentMethodsQuery } from './payment-methods';

/** The deposit form loads when the dialog first opens: a visitor who only browses never pays for it. */
const Deposit = lazy(() => import('./deposit').then(({ Deposit }) => ({ default: Deposit })));

/**
 * Pay N Play (spec 1, 2.5: a visitor starts a deposit as a new customer): its button ("Deposit and play" in the
 * header and the login panel, "Play for real" on a game page) opens the deposit form of a guest (spec 9's default presets, the first
 * chosen; the terms and privacy-policy boxes) over the page. The provider identifies the payer at the bank, and the
 * return (features/login/provider-return.tsx) finds the deposit received and the new session started, back on the
 * page the dialog opened on. The payment methods are asked for when the dialog opens.
 */
export function PayNPlay({
  label,
  ...button
}: Pick<ComponentProps<typeof Button>, 'size' | 'className'> & { label?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const methods = useQuery({ ...paymentMethodsQuery(api), enabled: open });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...button}>
          <Zap aria-hidden="true" />
          {label ?? t('login.payNPlay.button')}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm" closeLabel={t('login.payNPlay.close')}>
        <DialogHeader>
          <DialogTitle>{t('login.payNPlay.title')}</DialogTitle>
          <DialogDescription>{t('login.payNPlay.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton shape="block" className="h-72" />}>
          <Deposit loggedIn={false} method={methods.data?.[0] ?? null} presets={depositPresets(null)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
