import { bonusGameMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const reward = { reference: 'reward-1', type: 'bonusMoney', amount: 10, title: '10 € bonus' };

const meta = {
  title: 'Flows/bonusGame',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: bonusGameMachine,
    examples: {
      outputs: {
        loadBonusGame: {
          rounds: [
            { round: 1, completed: true, reward },
            { round: 2, completed: false, reward: null },
          ],
          rewards: [reward],
        },
      },
    },
  }),
} satisfies Meta;
export default meta;

/** Rounds and rewards loaded, through both rounds, the rewards shown. */
export const ThroughTheRounds: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('loading');
    await flow.resolve('loadBonusGame');
    await flow.expectState('playing');
    await flow.send('next');
    await flow.expectState('playing');
    await flow.send('next');
    await flow.expectState('rewards');
  },
};

/** The load fails; retry. */
export const LoadFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.reject('loadBonusGame');
    await flow.expectState('loadFailed');
    await flow.send('retry');
    await flow.resolve('loadBonusGame', { rounds: [], rewards: [] });
    await flow.expectState('rewards');
  },
};
