import { LIMIT_PERIODS } from '@casino/flows';
import { Button, DetailList, ErrorMessage, Skeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '../../app/api';
import { localizedPath } from '../../app/routes';
import { formatDateTime } from '../../lib/format';
import { DepositLimitCard, depositEntryOf } from '../../shared/limits/deposit-limit-card';
import { LossLimitCard } from '../../shared/limits/loss-limit-card';
import { RealityCheckSettings } from '../../shared/limits/reality-check-settings';
import { TakeBreak } from '../../shared/limits/take-break';
import { useLocale } from '../../shared/locale/use-locale';
import { limitsQuery, type Limits } from '../../shared/player/player-queries';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';

/**
 * Where players in Finland and Estonia find help with gambling, free of charge and anonymous: the national helpline
 * and clinic in Finland, the addiction-help service of Estonia's National Institute for Health Development.
 */
const HELP = [
  { country: 'FIN', name: 'Peluuri', url: 'https://www.peluuri.fi', phone: '0800 100 101', text: 'peluuri' },
  { country: 'FIN', name: 'Peliklinikka', url: 'https://www.peliklinikka.fi', text: 'peliklinikka' },
  { country: 'EST', name: 'Sõltuvusabi', url: 'https://www.soltuvusabi.ee', text: 'soltuvusabi' },
] as const;

/**
 * The responsible-gaming page of the panel (spec 2.5): the loss limits with what is used of them, the deposit limits
 * and the cool-off at a glance (changed on the limits page, one press away), the reality check set right here, and
 * where to find help in Finland and Estonia.
 */
export function ResponsibleGamingPage({ close }: PanelPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const limits = useQuery(limitsQuery(useApi()));
  const toLimits = () => {
    close();
    void navigate(localizedPath('PROFILE_LIMITS', locale));
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm wrap-break-word">{t('panel.responsibleGaming.intro')}</p>
      <Section id="rg-limits" title={t('panel.responsibleGaming.limitsHeading')}>
        {limits.data ? (
          <LimitsSummary limits={limits.data} />
        ) : limits.isError ? (
          <div className="flex flex-col items-start gap-2">
            <ErrorMessage message={t('limits.page.error')} />
            <Button variant="secondary" size="sm" loading={limits.isFetching} onClick={() => void limits.refetch()}>
              {t('limits.page.retry')}
            </Button>
          </div>
        ) : (
          <div role="status" aria-label={t('limits.page.loading')} className="flex flex-col gap-2">
            <Skeleton shape="block" className="h-24" />
            <Skeleton shape="block" className="h-24" />
          </div>
        )}
        <Button variant="secondary" className="self-start" onClick={toLimits}>
          {t('panel.responsibleGaming.changeLimits')}
        </Button>
      </Section>
      <Section id="rg-break" title={t('limits.break.heading')}>
        <TakeBreak />
      </Section>
      <RealityCheckSettings />
      <Section id="rg-help" title={t('panel.responsibleGaming.helpHeading')}>
        <p className="text-sm text-fg-muted">{t('panel.responsibleGaming.helpIntro')}</p>
        <ul className="flex flex-col gap-3">
          {HELP.map((help) => (
            <li key={help.name} className="flex flex-col gap-0.5 text-sm">
              <a
                href={help.url}
                target="_blank"
                rel="noopener noreferrer"
                className="self-start font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
              >
                {help.name}
                <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
                <span className="sr-only"> {t('registration.form.newTab')}</span>
              </a>
              <span className="text-fg-muted">
                {t(`panel.responsibleGaming.help.${help.text}`)}
                {'phone' in help && (
                  <>
                    {' '}
                    <a href={`tel:${help.phone.replaceAll(' ', '')}`} className="whitespace-nowrap text-fg underline">
                      {help.phone}
                    </a>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The loss and deposit limits as cards with their headroom, then the cool-off as a line. */
function LimitsSummary({ limits }: { limits: Limits }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const coolOff = limits.depositLimits.find((entry) => 'coolOff' in entry);
  const coolOffText =
    coolOff && 'coolOff' in coolOff && coolOff.coolOff
      ? coolOff.endTime
        ? t('limits.coolOff.activeUntil', { time: formatDateTime(locale, coolOff.endTime) })
        : t('limits.coolOff.active')
      : t('panel.responsibleGaming.coolOffOff');
  return (
    <>
      {LIMIT_PERIODS.map((period) => {
        const limit = limits.limits.find((item) => item.type === `${period}Loss`);
        return limit && <LossLimitCard key={period} period={period} limit={limit} />;
      })}
      <p className="text-sm font-semibold">{t('limits.deposit.heading')}</p>
      {LIMIT_PERIODS.map((period) => (
        <DepositLimitCard key={period} period={period} entry={depositEntryOf(limits, period)} />
      ))}
      <DetailList details={[{ term: t('limits.coolOff.heading'), description: coolOffText }]} />
    </>
  );
}
