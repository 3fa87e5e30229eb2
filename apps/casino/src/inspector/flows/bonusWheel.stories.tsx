import { bonusWheelMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const prize = { reference: 'prize-1', type: 'freeSpins', amount: 20, title: '20 free spins' };

const meta = {
  title: 'Flows/bonusWheel',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: bonusWheelMachine,
    examples: {
      outputs: {
        getBonusWheelSpins: { success: true, available_spins: 1, maxPrizes: [prize] },
        spinBonusWheel: { success: true, reference: 'spin-1', prize, available_spins: 0 },
        completeBonusWheel: { success: true },
      },
    },
  }),
} satisfies Meta;
export default meta;

/** Spins loaded, a spin, the prize, completed, the spins refreshed. */
export const SpinAndComplete: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('loading');
    await flow.resolve('getBonusWheelSpins');
    await flow.expectState('idle');
    await flow.send('spin');
    await flow.expectState('spinning');
    await flow.resolve('spinBonusWheel');
    await flow.expectState('prizeShown');
    await flow.send('complete');
    await flow.expectState('completing');
    await flow.resolve('completeBonusWheel');
    await flow.expectState('loading');
    await flow.resolve('getBonusWheelSpins', { success: true, available_spins: 0 });
    await flow.expectState('idle');
  },
};

/** The spins fail to load; retry. */
export const LoadFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.reject('getBonusWheelSpins');
    await flow.expectState('loadFailed');
    await flow.send('retry');
    await flow.resolve('getBonusWheelSpins');
    await flow.expectState('idle');
  },
};
