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
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { paymentMethodsQuery } from '../../shared/payments/payment-methods';

/** The deposit form loads when the dialog first opens: a visitor who only logs in never pays for it. */
const Deposit = lazy(() => import('../../shared/payments/deposit').then(({ Deposit }) => ({ default: Deposit })));

/**
 * Pay N Play (spec 1, 2.5: a visitor starts a deposit as a new customer): "Deposit and play" opens the deposit form of
 * a guest (spec 9's default presets, the terms and privacy-policy boxes) over the page. The provider identifies the
 * payer at the bank, and the return (provider-return.tsx) finds the deposit received and the new session started.
 */
export function PayNPlayButton() {
  const { t } = useTranslation();
  const api = useApi();
  const method = useQuery(paymentMethodsQuery(api)).data?.[0] ?? null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="w-full">
          <Zap aria-hidden="true" />
          {t('login.payNPlay.button')}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm" closeLabel={t('login.payNPlay.close')}>
        <DialogHeader>
          <DialogTitle>{t('login.payNPlay.title')}</DialogTitle>
          <DialogDescription>{t('login.payNPlay.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton shape="block" className="h-72" />}>
          <Deposit loggedIn={false} method={method} presets={depositPresets(null)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
