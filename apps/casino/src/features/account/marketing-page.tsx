import { unwrap } from '@casino/api-client';
import { noticeTimersMachine, MESSAGE_KEYS } from '@casino/flows';
import { Button, Checkbox, FormSection, Notice, Skeleton } from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../../shared/errors/error-text';
import { playerKey, playerQuery } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';

/**
 * The marketing page (spec 2.5 Marketing; 4 Other notices): the e-mail and SMS consents as two boxes, ticked as the
 * player has them and unticked as easily, saved together (updateFields), then a success or failure notice for 5 s
 * (noticeTimers machine). The player is refreshed after a save.
 */
export function MarketingPage(_props: PanelPageProps) {
  const api = useApi();
  const enabled = useSessionStatus() === 'loggedIn';
  const player = useQuery({ ...playerQuery(api), enabled }).data;
  if (!player) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton shape="block" className="h-40" />
      </div>
    );
  }
  return <MarketingForm receiveEmail={player.receiveEmail} receiveSms={player.receiveSms} />;
}

function MarketingForm(given: { receiveEmail: boolean; receiveSms: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    noticeTimersMachine.provide({
      actors: {
        saveMarketing: fromPromise(({ input }) => unwrap(api.player.POST('/player/updateFields', { body: input }))),
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const [consents, setConsents] = useState(given);
  const failed = state.hasTag('error') ? state.context.error : null;

  useEffect(() => {
    const subscription = actor.on('saved', () => queryClient.invalidateQueries({ queryKey: playerKey('player') }));
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  return (
    <form
      noValidate
      aria-busy={state.hasTag('busy')}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'marketing.save', ...consents });
      }}
    >
      <FormSection title={t('panel.marketing.heading')} description={t('panel.marketing.intro')}>
        <Checkbox
          name="receiveEmail"
          label={t('panel.marketing.email')}
          checked={consents.receiveEmail}
          onCheckedChange={(checked) => setConsents({ ...consents, receiveEmail: checked === true })}
        />
        <Checkbox
          name="receiveSms"
          label={t('panel.marketing.sms')}
          checked={consents.receiveSms}
          onCheckedChange={(checked) => setConsents({ ...consents, receiveSms: checked === true })}
        />
        <Notice
          open={state.hasTag('notice')}
          variant={failed ? 'error' : 'success'}
          dismissLabel={t('panel.notice.dismiss')}
          onOpenChange={() => actor.send({ type: 'notice.dismissed' })}
        >
          {failed ? errorText(failed.shown) : t(MESSAGE_KEYS.updateSuccess)}
        </Notice>
        <Button type="submit" loading={state.hasTag('busy')} className="justify-self-start">
          {t('panel.marketing.save')}
        </Button>
      </FormSection>
    </form>
  );
}
