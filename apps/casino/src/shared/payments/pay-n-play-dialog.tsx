import { depositPresets } from '@casino/flows';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Skeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { paymentMethodsQuery } from './payment-methods';

const Deposit = lazy(() => import('./deposit').then(({ Deposit }) => ({ default: Deposit })));

/** Pay N Play's dialog (pay-n-play.tsx): the deposit of a guest, with the payment methods asked for as it opens. */
export default function PayNPlayDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const methods = useQuery({ ...paymentMethodsQuery(useApi()), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
