import { lossLimitConfirmationMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/lossLimitConfirmation',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: lossLimitConfirmationMachine,
    examples: {
      events: {
        'limits.loaded': { trueLimits: { dailyLoss: { amount: 100, newAmount: 200, increasingToBeConfirmed: true } } },
      },
      outputs: { setLossLimits: { success: true, limits: [] } },
    },
  }),
} satisfies Meta;
export default meta;

/** A raised limit waits: the player confirms, sees the result and closes. */
export const Confirmed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('hidden');
    await flow.send('limits.loaded');
    await flow.expectState('open.asking');
    await flow.send('confirm');
    await flow.expectState('open.submitting');
    await flow.resolve('setLossLimits');
    await flow.expectState('open.result');
    await flow.send('close');
    await flow.expectState('hidden');
  },
};

/** Cancelling fails, the error shows, the modal is closed. */
export const CancelFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('limits.loaded');
    await flow.send('cancel');
    await flow.reject('setLossLimits');
    await flow.expectState('open.asking');
    await flow.send('close');
    await flow.expectState('hidden');
  },
};
