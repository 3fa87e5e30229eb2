import type { ServiceHandlers } from '../contract/handler-types.ts';
import { ApiError } from '../http/api-error.ts';
import { OK } from '../http/envelope.ts';
import { liveCodeExpiry } from './repository.ts';
import { checkPassword } from './passwords.ts';
import { admitPlayer, findByEmail, sendCode, type AccountContext } from './players.ts';

/** Log in with e-mail and password, and log out (openapi/player.yaml); the sessions themselves are sessions.ts. */
export const loginHandlers = (context: AccountContext): ServiceHandlers<'player'> => {
  const { db, config, loginThrottle } = context;
  return {
    login: async (request, reply) => {
      const form = request.body;
      await loginThrottle.assertAllowed(request, reply);
      const player = await findByEmail(db, form.email);
      if (!(await checkPassword(player?.passwordHash, form.password)) || !player) {
        await loginThrottle.countFailure(request);
        throw ApiError.of('badCredentials', 'Wrong e-mail or password');
      }
      if (player.status === 'pending' && !(await liveCodeExpiry(db, player.id, 'activation')))
        await sendCode(context, player, 'activation', player.email ?? '');
      await admitPlayer(db, config, player, form);
      await request.server.sessions.start(request, reply, player.id);
      return OK;
    },

    logout: async (request, reply) => {
      await request.server.sessions.end(request, reply);
      return OK;
    },
  };
};
