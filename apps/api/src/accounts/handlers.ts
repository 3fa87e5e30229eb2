import { avatarId } from '@casino/flows/rules';
import type { IdentificationProvider, ReportIdentification } from './bank-id/provider.ts';
import { ApiError } from '../http/api-error.ts';
import { loginHandlers } from './login.ts';
import { requirePlayer } from './sessions.ts';
import type { AvatarSchemas, ServiceHandlers } from '../contract/handler-types.ts';
import { accountHandlers } from './account.ts';
import { bankLoginHandlers } from './bank-login.ts';
import { loadPlayer, type AccountContext } from './players.ts';
import { profileHandlers } from './profile.ts';
import { findAvatarUrl, updatePlayer } from './repository.ts';
import { verificationHandlers } from './verification.ts';

/** Everything the player and avatar services need: the account context and the bank identification provider. */
export interface PlayerServices extends AccountContext {
  connectIdentificationProvider: (report: ReportIdentification) => IdentificationProvider;
}

/** The implemented operations of openapi/player.yaml about accounts, sessions and verification. */
export const playerHandlers = ({
  connectIdentificationProvider,
  ...context
}: PlayerServices): ServiceHandlers<'player'> => ({
  ...accountHandlers(context),
  ...loginHandlers(context),
  ...profileHandlers(context),
  ...verificationHandlers(context),
  ...bankLoginHandlers(context, connectIdentificationProvider),
});

/** openapi/avatar.yaml: the player's avatar, one of the brand's set (config.avatarCount pictures). */
export const avatarHandlers = ({ db, config }: AccountContext): ServiceHandlers<'avatar'> => {
  const answer = async (stored: number) => {
    const id = avatarId(stored, config.avatarCount);
    const avatar: AvatarSchemas['Avatar'] = { id, url: (await findAvatarUrl(db, config.avatarCount, id)) ?? '' };
    return { success: true, avatar };
  };
  return {
    getAvatar: async (request) => {
      const { playerId } = await requirePlayer(request);
      return answer((await loadPlayer(db, playerId)).avatar);
    },
    setAvatar: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { avatar } = request.body;
      if (avatar > config.avatarCount)
        throw ApiError.of('invalidField', `Choose an avatar from 1 to ${config.avatarCount}`, { field: 'avatar' });
      await updatePlayer(db, playerId, { avatar });
      return answer(avatar);
    },
  };
};
