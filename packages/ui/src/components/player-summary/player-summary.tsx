import { UserRound } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { formatEuro } from '../../lib/format-euro';
import { Skeleton } from '../skeleton/skeleton';

export type PlayerSummaryProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The player's nickname (or name); long Finnish names wrap. */
  name: ReactNode;
  /** The avatar picture; without it a neutral circle with a person. */
  avatarSrc?: string;
  /** Names the balance ("Saldo"). */
  balanceLabel: string;
  /** The balance in EUR, with its cash and bonus money; leave out while it loads. */
  balance?: { total: number; cash: number; promo: number };
  cashLabel: string;
  promoLabel: string;
  /** The number format locale: fi-FI, en-GB, et-EE. */
  locale: string;
  /** Under the money, e.g. the wagering ProgressBar. */
  children?: ReactNode;
};

/**
 * The head of the profile panel's landing page: the avatar and nickname, the balance with its cash and bonus money,
 * and what the app puts under it (the wagering bar). Amounts load as skeletons (set aria-busy on a parent).
 */
export function PlayerSummary({
  name,
  avatarSrc,
  balanceLabel,
  balance,
  cashLabel,
  promoLabel,
  locale,
  className,
  children,
  ...props
}: PlayerSummaryProps) {
  const amount = (value: number | undefined, width: string) =>
    value === undefined ? <Skeleton className={cn('inline-block h-4', width)} /> : formatEuro(value, locale);
  return (
    <section
      data-slot="player-summary"
      aria-busy={balance === undefined || undefined}
      className={cn('flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface-overlay p-4', className)}
      {...props}
    >
      <div className="flex min-w-0 items-center gap-3">
        {avatarSrc ? (
          <img
            data-slot="player-summary-avatar"
            src={avatarSrc}
            alt=""
            // Not eager: React would hold the panel's page back until the picture has decoded (suspensey images).
            loading="lazy"
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-full border-2 border-accent bg-surface-sunken object-cover"
          />
        ) : (
          <span
            data-slot="player-summary-avatar"
            className="flex size-14 shrink-0 items-center justify-center rounded-full border-2 border-border-strong bg-surface-sunken text-fg-muted"
          >
            <UserRound aria-hidden="true" className="size-7" />
          </span>
        )}
        <p data-slot="player-summary-name" className="min-w-0 text-lg font-semibold wrap-break-word hyphens-auto">
          {name}
        </p>
      </div>
      <dl
        data-slot="player-summary-money"
        className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 gap-y-1 [&>dt]:wrap-break-word [&>dt]:hyphens-auto"
      >
        <dt className="text-sm font-medium text-fg-muted">{balanceLabel}</dt>
        <dd className="text-right text-2xl font-bold text-fg tabular-nums">{amount(balance?.total, 'w-28 h-7')}</dd>
        <dt className="text-sm text-fg-muted">{cashLabel}</dt>
        <dd className="text-right text-sm font-semibold tabular-nums">{amount(balance?.cash, 'w-20')}</dd>
        <dt className="text-sm text-fg-muted">{promoLabel}</dt>
        <dd className="text-right text-sm font-semibold tabular-nums">{amount(balance?.promo, 'w-20')}</dd>
      </dl>
      {children}
    </section>
  );
}
