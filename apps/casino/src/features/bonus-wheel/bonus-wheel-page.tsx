import { unwrap, type PlayerComponents } from '@casino/api-client';
import { bonusWheelMachine } from '@casino/flows';
import { BonusWheel, Button, ErrorMessage, Notice, Page, PageHeader, Skeleton } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { localizedPath } from '../../app/routes';
import { intlLocale } from '../../lib/format';
import { formatPrizeEuros } from '../../lib/format-prize';
import { useErrorText } from '../../shared/errors/error-text';
import { PageHead } from '../../shared/head/page-head';
import { useLocale } from '../../shared/locale/use-locale';
import { bonusWheelSpinsQuery, playerKey } from '../../shared/player/player-queries';
import { RequireLogin } from '../../shared/session/require-login';

type Schemas = PlayerComponents['schemas'];
type Prize = Schemas['BonusGameReward'];

/**
 * The bonus wheel page (spec 2.1 /bonuswheel, 7): the player's spins (one for every 20 € wagered), a spin whose prize
 * the server draws, the wheel landing on it, then its completion, which credits it once (POST /bonuswheel/complete);
 * the spins load again. The badges of the top and bottom bars follow the spins (the query cache).
 */
export function BonusWheelPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Page>
      <PageHead title={t('bonusWheel.page.title')} description={t('bonusWheel.page.description')} noIndex />
      <PageHeader
        title={t('bonusWheel.page.heading')}
        description={t('bonusWheel.page.intro')}
        actions={
          <Button asChild variant="secondary">
            <Link to={localizedPath('BONUSGAME', locale)}>{t('bonusWheel.page.bonusGame')}</Link>
          </Button>
        }
      />
      <RequireLogin>
        <Wheel />
      </RequireLogin>
    </Page>
  );
}

function Wheel() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const locale = intlLocale(useLocale());
  const actor = useActorRef(
    bonusWheelMachine.provide({
      actors: {
        getBonusWheelSpins: fromPromise((): Promise<Schemas['BonusWheelSpins']> =>
          unwrap(api.player.GET('/bonuswheel/spin')),
        ),
        spinBonusWheel: fromPromise((): Promise<Schemas['BonusWheelSpinResult']> =>
          unwrap(api.player.POST('/bonuswheel/spin')),
        ),
        completeBonusWheel: fromPromise(({ input }) =>
          unwrap(api.player.POST('/bonuswheel/complete', { body: input })),
        ),
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { availableSpins, maxPrizes, result, error } = state.context;
  // The prize credited last.
  const [won, setWon] = useState<Prize | null>(null);
  // The spins drawn so far: the same prize twice still turns the wheel.
  const [turn, setTurn] = useState({ reference: '', count: 0 });
  if (result && result.reference !== turn.reference) setTurn({ reference: result.reference, count: turn.count + 1 });

  useEffect(() => {
    const subscriptions = [
      actor.on('spins.loaded', ({ spins: next }) => queryClient.setQueryData(bonusWheelSpinsQuery(api).queryKey, next)),
      actor.on('bonusGameRewards.changed', ({ rewards }) =>
        queryClient.setQueryData(playerKey('bonusGameRewards'), rewards),
      ),
      actor.on('prize.completed', ({ prize }) => {
        setWon(prize);
        // The prize is money or free spins: the balance and the bonuses show it.
        void queryClient.invalidateQueries({ queryKey: playerKey('balance') });
        void queryClient.invalidateQueries({ queryKey: playerKey('freeSpins') });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, api, queryClient]);

  /** A prize as its wheel label ('prize') or as the line that announces it ('won'). */
  const prizeText = (form: 'prize' | 'won', prize: Prize) =>
    prize.type === 'freeSpins'
      ? t(`bonusWheel.${form}.freeSpins`, { count: prize.amount })
      : t(`bonusWheel.${form}.${prize.type}`, { amount: formatPrizeEuros(prize.amount, locale) });

  if (state.matches('loadFailed'))
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message={t('bonusWheel.page.error')} code={error?.shown.code} />
        <Button variant="secondary" onClick={() => actor.send({ type: 'retry' })}>
          {t('bonusWheel.page.retry')}
        </Button>
      </div>
    );
  if (maxPrizes.length === 0)
    return (
      <div role="status" aria-label={t('bonusWheel.page.loading')} className="mx-auto w-full max-w-80">
        <Skeleton className="aspect-square rounded-full" />
      </div>
    );

  // The wheel stays where it landed until the next spin; the prize shows until it is credited.
  const landed = result ? maxPrizes.findIndex((prize) => prize.reference === result.prize.reference) : -1;
  const drawn = result && (state.matches('prizeShown') || state.matches('completing')) ? result.prize : null;
  const busy = state.hasTag('busy');
  return (
    <BonusWheel
      label={t('bonusWheel.wheel.label')}
      prizes={maxPrizes.map((prize) => prizeText('prize', prize))}
      prizeIndex={landed === -1 ? undefined : landed}
      spin={turn.count}
      onSpinEnd={() => actor.send({ type: 'complete' })}
      resultText={drawn ? prizeText('won', drawn) : undefined}
      className="mx-auto max-w-md"
    >
      {error && <ErrorMessage message={errorText(error.shown)} code={error.shown.code} />}
      {/* The wheel has landed, but the credit failed: the player asks for it again. */}
      {error && state.matches('prizeShown') && (
        <Button variant="secondary" onClick={() => actor.send({ type: 'complete' })}>
          {t('bonusWheel.wheel.claim')}
        </Button>
      )}
      {won && !drawn && (
        <Notice variant="success" title={t('bonusWheel.wheel.credited', { prize: prizeText('prize', won) })} open />
      )}
      <Button
        size="lg"
        disabled={availableSpins < 1 || busy || drawn !== null}
        loading={state.matches('spinning')}
        onClick={() => {
          setWon(null);
          actor.send({ type: 'spin' });
        }}
      >
        {t('bonusWheel.wheel.spin')}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        {availableSpins > 0
          ? t('bonusWheel.wheel.spinsLeft', { count: availableSpins })
          : t('bonusWheel.wheel.noSpins')}
      </p>
    </BonusWheel>
  );
}
