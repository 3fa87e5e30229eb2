import { unwrap, type PlayerComponents } from '@casino/api-client';
import { bonusGameMachine, bonusGameStanding, type BonusGameData } from '@casino/flows';
import {
  BonusGameBoard,
  Button,
  ErrorMessage,
  formatEuro,
  Notice,
  Page,
  PageHeader,
  Skeleton,
  type BonusGameRoundStatus,
} from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { localizedPath } from '../../app/routes';
import { intlLocale } from '../../lib/format';
import { formatPrizeEuros } from '../../lib/format-prize';
import { PageHead } from '../../shared/head/page-head';
import { useLocale } from '../../shared/locale/use-locale';
import { RequireLogin } from '../../shared/session/require-login';

type Reward = PlayerComponents['schemas']['BonusGameReward'];

/**
 * The bonus game page (spec 2.1 /bonus-game, 7): its rounds in order, each with its reward, and the real-money
 * wagering toward the next one (GET /bonus-game/progress and /bonus-game/rewards with the `t` timestamp). The server
 * credits a round's reward when the wagering completes it; the page loads again whenever it is shown again, so a
 * player back from a game sees where they stand.
 */
export function BonusGamePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Page>
      <PageHead title={t('bonusGame.page.title')} description={t('bonusGame.page.description')} noIndex />
      <PageHeader
        title={t('bonusGame.page.heading')}
        description={t('bonusGame.page.intro')}
        actions={
          <Button asChild variant="secondary">
            <Link to={localizedPath('BONUSWHEEL', locale)}>{t('bonusGame.page.bonusWheel')}</Link>
          </Button>
        }
      />
      <RequireLogin>
        <Board />
      </RequireLogin>
    </Page>
  );
}

function Board() {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const actor = useActorRef(
    bonusGameMachine.provide({
      actors: {
        loadBonusGame: fromPromise(async ({ input: { t: stamp } }): Promise<BonusGameData> => {
          const query = { params: { query: { t: stamp } } };
          const [progress, { rewards }] = await Promise.all([
            unwrap(api.player.GET('/bonus-game/progress', query)),
            unwrap(api.player.GET('/bonus-game/rewards', query)),
          ]);
          return { rounds: progress.rounds, wagered: progress.wagered, wagerPerRound: progress.wagerPerRound, rewards };
        }),
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { data, error } = state.context;

  // Shown again (back from a game in another tab): where the player stands may have changed.
  useEffect(() => {
    const reload = () => document.visibilityState === 'visible' && actor.send({ type: 'reload' });
    document.addEventListener('visibilitychange', reload);
    return () => document.removeEventListener('visibilitychange', reload);
  }, [actor]);

  if (state.matches('loadFailed'))
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message={t('bonusGame.page.error')} code={error?.shown.code} />
        <Button variant="secondary" onClick={() => actor.send({ type: 'retry' })}>
          {t('bonusGame.page.retry')}
        </Button>
      </div>
    );
  if (!data)
    return (
      <div role="status" aria-label={t('bonusGame.page.loading')} className="grid gap-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-lg" />
        ))}
      </div>
    );

  const money = (amount: number) => formatEuro(amount, intlLocale(locale));
  const rewardText = (reward: Reward | undefined) => {
    if (!reward) return '';
    return reward.type === 'freeSpins'
      ? t('bonusGame.reward.freeSpins', { count: reward.amount })
      : t(`bonusGame.reward.${reward.type}`, { amount: formatPrizeEuros(reward.amount, intlLocale(locale)) });
  };
  const { completed, next } = bonusGameStanding(data);
  const statusOf = (round: number, done: boolean): BonusGameRoundStatus =>
    done ? 'completed' : round === next?.round ? 'current' : 'locked';
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('bonusGame.board.summary', { completed, total: data.rounds.length })}
      </p>
      <BonusGameBoard
        label={t('bonusGame.board.label')}
        rounds={data.rounds.map(({ round, completed: done, reward }, index) => {
          const status = statusOf(round, done);
          return {
            title: t('bonusGame.board.round', { round }),
            reward: rewardText(reward ?? data.rewards[index]),
            status,
            statusText: t(`bonusGame.board.${status}`),
          };
        })}
        progress={
          next
            ? {
                label: t('bonusGame.board.progress'),
                value: next.wagered,
                max: next.needed,
                valueText: `${money(next.wagered)} / ${money(next.needed)}`,
              }
            : undefined
        }
      />
      {next ? (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <p className="text-sm text-fg">
            {t('bonusGame.board.toGo', { amount: money(next.needed - next.wagered), round: next.round })}
          </p>
          <Button asChild variant="secondary">
            <Link to={localizedPath('HOME', locale)}>{t('bonusGame.board.play')}</Link>
          </Button>
        </div>
      ) : (
        data.rounds.length > 0 && <Notice variant="success" title={t('bonusGame.board.allDone')} open />
      )}
    </div>
  );
}
