import { pendingWithdrawalsMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/pendingWithdrawals',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: pendingWithdrawalsMachine,
    examples: {
      events: { cancel: { reference: 'wd-1001' } },
      outputs: { cancelWithdraw: { success: true } },
    },
  }),
} satisfies Meta;
export default meta;

/** One withdrawal cancelled, back to the list. */
export const Cancelled: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('list');
    await flow.send('cancel');
    await flow.expectState('cancelling');
    await flow.resolve('cancelWithdraw');
    await flow.expectState('cancelled');
    await flow.send('back');
    await flow.expectState('list');
  },
};

/** The cancel fails; back to the list. */
export const Failed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('cancel');
    await flow.reject('cancelWithdraw');
    await flow.expectState('failed');
    await flow.send('back');
    await flow.expectState('list');
  },
};
