import { providerReturnMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/providerReturn',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: providerReturnMachine,
    input: { record: { type: 'deposit', amount: 50, token: 'tok-dep-1' } },
    examples: {
      outputs: { depositStatus: { success: true, status: 'ok', amount: 50, currency: 'EUR' } },
    },
  }),
} satisfies Meta;
export default meta;

/** Back from the provider: the deposit is pending, checked again, then confirmed. */
export const DepositConfirmed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('checkingDeposit');
    await flow.resolve('depositStatus', { success: true, status: 'pending' });
    await flow.expectState('pending');
    await flow.send('check');
    await flow.resolve('depositStatus');
    await flow.expectState('depositConfirmed');
  },
};

/** The status call fails, then the provider reports the deposit cancelled. */
export const Rejected: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.reject('depositStatus');
    await flow.expectState('failed');
    await flow.send('check');
    await flow.resolve('depositStatus', { success: true, status: 'cancelled' });
    await flow.expectState('rejected');
  },
};
