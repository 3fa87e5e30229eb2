import { bonusGameMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const reward = { reference: 'bg-1', type: 'bonusMoney', amount: 1, title: '1.00 € bonus' };

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
          wagered: 62.5,
          wagerPerRound: 50,
          rewards: [reward],
        },
      },
    },
  }),
} satisfies Meta;
export default meta;

/** Rounds and rewards loaded and shown, then loaded again (the page shown again). */
export const LoadedAndReloaded: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('loading');
    await flow.resolve('loadBonusGame');
    await flow.expectState('shown');
    await flow.send('reload');
    await flow.expectState('loading');
    await flow.resolve('loadBonusGame');
    await flow.expectState('shown');
  },
};

/** The load fails; retry. */
export const LoadFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.reject('loadBonusGame');
    await flow.expectState('loadFailed');
    await flow.send('retry');
    await flow.resolve('loadBonusGame');
    await flow.expectState('shown');
  },
};
