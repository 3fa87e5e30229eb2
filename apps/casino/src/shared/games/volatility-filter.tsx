import { isVolatility, VOLATILITIES, type Volatility } from '@casino/flows';
import { cn, SegmentedControl, type SegmentedControlProps } from '@casino/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The search parameter of a list's volatility filter: ?volatility=high, so a filtered list can be shared. */
const VOLATILITY_PARAM = 'volatility';

/** The control's value for no filter. */
const ALL = 'all';

/** The volatility a URL's search asks for, or undefined for every game (also for a value that is no class). */
export function volatilityOfSearch(search: URLSearchParams): Volatility | undefined {
  const value = search.get(VOLATILITY_PARAM);
  return isVolatility(value) ? value : undefined;
}

/** The search with this volatility chosen, or with none for every game; its other parameters stay. */
export function withVolatility(search: URLSearchParams, volatility: Volatility | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  if (volatility) next.set(VOLATILITY_PARAM, volatility);
  else next.delete(VOLATILITY_PARAM);
  return next;
}

/** The page URL's volatility and a way to choose another (it replaces the entry: arrow keys step through them). */
export function useVolatilityParam(): [Volatility | undefined, (volatility: Volatility | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  return [
    volatilityOfSearch(search),
    (volatility) =>
      setSearch((current) => withVolatility(current, volatility), { replace: true, preventScrollReset: true }),
  ];
}

interface VolatilityFilterProps {
  value: Volatility | undefined;
  onChange: (volatility: Volatility | undefined) => void;
  /** `sm` where the room is narrow: the search's panel. */
  size?: SegmentedControlProps['size'];
  className?: string;
}

/** All games or one volatility class, as a row of segments (a radio group) under its visible name. */
export function VolatilityFilter({ value, onChange, size, className }: VolatilityFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p id={labelId} className="text-sm font-semibold text-fg-muted">
        {t('lobby.volatilityFilter.label')}
      </p>
      <SegmentedControl
        size={size}
        aria-labelledby={labelId}
        value={value ?? ALL}
        onValueChange={(chosen) => onChange(isVolatility(chosen) ? chosen : undefined)}
        options={[
          { value: ALL, label: t('lobby.volatilityFilter.all') },
          ...VOLATILITIES.map((volatility) => ({
            value: volatility,
            label: t(`lobby.volatilityFilter.${volatility}`),
          })),
        ]}
      />
    </div>
  );
}
