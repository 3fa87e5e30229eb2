import { sessionMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const player = { userId: 42, nickName: 'Lucky7', email: 'matti@example.com', country: 'FIN' };

const meta = {
  title: 'Flows/session',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: sessionMachine,
    examples: {
      events: {
        'player.loaded': { player },
        'call.failed': { error: { errorCode: 115, message: 'Not logged in' } },
      },
      outputs: { loadPlayer: player, logout: { success: true } },
    },
  }),
} satisfies Meta;
export default meta;

/** The player loads (logged in); logout clears and posts, logged out whatever the answer. */
export const LoginThenLogout: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('checking');
    await flow.resolve('loadPlayer');
    await flow.expectState('loggedIn');
    await flow.send('logout');
    await flow.expectState('loggingOut');
    await flow.reject('logout');
    await flow.expectState('loggedOut');
  },
};

/** Code 115 from any call logs out; a player answer from the login flow logs in again. */
export const LoggedOutBy115: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.resolve('loadPlayer');
    await flow.send('call.failed');
    await flow.expectState('loggedOut');
    await flow.send('player.loaded');
    await flow.expectState('loggedIn');
  },
};
