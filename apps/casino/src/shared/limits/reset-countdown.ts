import { MINUTE_MS } from '@casino/flows';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../lib/format';
import { useLocale } from '../locale/use-locale';

/** How often the countdowns move on: they show minutes. */
const TICK_MS = MINUTE_MS / 2;

/** The time now, moved on every half minute while `ticking`. */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * When a limit's period starts again, as a countdown in the player's language ("Resets in 5 hr 12 mins"), kept fresh
 * while it shows; undefined without an end time. Past the end, until the limits' next poll, it says the period resets
 * now.
 */
export function useResetText(endTime: string | null | undefined): string | undefined {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(Boolean(endTime));
  if (!endTime) return undefined;
  const seconds = Math.max(Math.ceil((Date.parse(endTime) - now) / 1000), 0);
  // Days too, past 24 hours: a month's limit resets in weeks.
  const days = Math.floor(seconds / 86_400);
  const rest = formatDuration(locale, seconds % 86_400);
  return t('limits.headroom.resets', {
    time: days > 0 ? `${t('limits.headroom.days', { count: days })} ${rest}` : rest,
  });
}
