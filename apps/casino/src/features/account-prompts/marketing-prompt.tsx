import { unwrap, type PlayerComponents } from '@casino/api-client';
import { marketingPromptMachine } from '@casino/flows';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorMessage,
} from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../../shared/errors/error-text';
import { playerQuery } from '../../shared/player/player-queries';
import { useCalmMoment } from '../../shared/popups/calm-moment';
import { useAnyDialogOpen } from '../../shared/popups/other-dialog';
import { storeMarketingNotificationTime } from './marketing-time';

type Player = PlayerComponents['schemas']['Player'];

interface MarketingPromptProps {
  player: Player;
  lastPromptTime: number | null;
}

/**
 * The marketing prompt (spec 4, Marketing prompt), mounted on a browsing page when due: a popup like the site's, so
 * it waits for a calm moment (no key, touch, scroll or mouse for a while, no field in use) with no dialog open (a site
 * popup showing is answered first), and never takes the keys of a player who has started to do something. Once open
 * it stays until answered.
 */
export function MarketingPrompt(props: MarketingPromptProps) {
  const [opened, setOpened] = useState(false);
  const waiting = useAnyDialogOpen(!opened);
  const calm = useCalmMoment(!opened && !waiting);
  if (calm && !opened) setOpened(true);
  return opened ? <MarketingDialog {...props} /> : null;
}

/**
 * The prompt's dialog over the marketingPrompt machine: shown once when the player has given neither consent, the
 * last login is known, and it was never shown or at least 30 days ago (the time it shows is stored). Accepting sets
 * both consents (updateFields {receiveSms, receiveEmail}); "not now", Escape, a click outside or the × close it
 * without a call.
 */
function MarketingDialog({ player, lastPromptTime }: MarketingPromptProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    marketingPromptMachine.provide({
      actors: {
        updatePlayerFields: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/updateFields', { body: input })),
        ),
      },
      actions: { storeMarketingNotificationTime },
    }),
    { input: { player, lastPromptTime }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const busy = state.hasTag('busy');
  const { error } = state.context;

  useEffect(() => {
    const updated = actor.on('player.updated', ({ player: next }) =>
      queryClient.setQueryData(playerQuery(api).queryKey, next),
    );
    return () => updated.unsubscribe();
  }, [actor, api, queryClient]);

  return (
    <Dialog
      open={state.status !== 'done'}
      onOpenChange={(open) => {
        if (!open && !busy) actor.send({ type: 'dismiss' });
      }}
    >
      <DialogContent size="sm" closeLabel={t('accountPrompts.marketing.close')}>
        <DialogHeader>
          <DialogTitle>{t('accountPrompts.marketing.title')}</DialogTitle>
          <DialogDescription>{t('accountPrompts.marketing.description')}</DialogDescription>
        </DialogHeader>
        {error && <ErrorMessage message={errorText(error.shown)} code={error.shown.code} />}
        <DialogFooter>
          <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'dismiss' })}>
            {t('accountPrompts.marketing.decline')}
          </Button>
          <Button loading={busy} onClick={() => actor.send({ type: 'accept' })}>
            {t('accountPrompts.marketing.accept')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
