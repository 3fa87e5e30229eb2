import { unwrap } from '@casino/api-client';
import { AVATAR_DEFAULT, avatarSet, noticeTimersMachine } from '@casino/flows';
import { AvatarPicker, Button, ErrorMessage, Notice, Skeleton } from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { imageUrl } from '../../lib/image';
import { useErrorText } from '../../shared/errors/error-text';
import { avatarQuery, playerKey } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';

/**
 * The avatar page (spec 2.5 Avatar; 4 Other notices): the brand's 12 or 29 pictures in 4 columns (GET /user/avatar
 * on the '/api' client names the set), the player's own chosen; save (POST /user/avatar), then the confirmation
 * overlay for 5 s (noticeTimers machine), or the failure. The avatar and the player are refreshed after a save.
 */
export function AvatarPage(_props: PanelPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const queryClient = useQueryClient();
  const enabled = useSessionStatus() === 'loggedIn';
  const avatar = useQuery({ ...avatarQuery(api), enabled });
  const actor = useActorRef(
    noticeTimersMachine.provide({
      actors: {
        saveAvatar: fromPromise(({ input }) => unwrap(api.avatar.POST('/user/avatar', { body: input }))),
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const current = avatar.data?.avatar;
  const [chosen, setChosen] = useState<number | null>(null);
  const value = chosen ?? current?.id ?? AVATAR_DEFAULT;

  useEffect(() => {
    const subscription = actor.on('saved', () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKey('avatar') }),
        queryClient.invalidateQueries({ queryKey: playerKey('player') }),
      ]),
    );
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  if (avatar.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="w-40" />
        <div className="grid grid-cols-4 gap-3">
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} shape="circle" className="aspect-square size-auto" />
          ))}
        </div>
      </div>
    );
  }
  if (!current) {
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message={t('panel.avatar.loadFailed')} />
        <Button variant="secondary" onClick={() => void avatar.refetch()}>
          {t('panel.avatar.retry')}
        </Button>
      </div>
    );
  }

  const failed = state.hasTag('error') && state.context.error;
  return (
    <>
      <AvatarPicker
        label={t('panel.avatar.label')}
        avatars={avatarSet(current).map(({ id, url }) => ({
          id: String(id),
          src: imageUrl(url, 640),
          label: t('panel.avatar.option', { number: id }),
        }))}
        value={String(value)}
        onValueChange={(id) => setChosen(Number(id))}
        saveLabel={t('panel.avatar.save')}
        saving={state.hasTag('busy')}
        onSave={() => actor.send({ type: 'avatar.save', avatar: value })}
        confirmation={state.hasTag('notice') && !failed ? t('panel.avatar.saved') : undefined}
      />
      <Notice
        open={Boolean(failed)}
        variant="error"
        dismissLabel={t('panel.notice.dismiss')}
        onOpenChange={() => actor.send({ type: 'notice.dismissed' })}
      >
        {failed && errorText(failed.shown)}
      </Notice>
    </>
  );
}
