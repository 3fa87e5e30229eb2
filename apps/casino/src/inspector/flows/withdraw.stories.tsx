import { withdrawMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/withdraw',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: withdrawMachine,
    input: { freeSpinCount: 0 },
    examples: {
      events: { 'amount.changed': { value: '50' }, 'freeSpins.counted': { count: 3 } },
      outputs: {
        initWithdraw: {
          totalBalance: 150,
          cashBalance: 120,
          promoBalance: 30,
          cashReserve: 0,
          methods: [{ method: 'trustly', minAmount: { EUR: 10 }, maxAmount: { EUR: 5000 } }],
        },
        withdraw: { success: true },
      },
      errors: { initWithdraw: { errorCode: 235, message: 'Withdraw blocked' } },
    },
  }),
} satisfies Meta;
export default meta;

/** Promo money would be lost: the warning, confirmed, the withdrawal succeeds, back reloads the form. */
export const WarnedAndWithdrawn: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('loading');
    await flow.resolve('initWithdraw');
    await flow.expectState('editing');
    await flow.send('amount.changed');
    await flow.send('submit');
    await flow.expectState('warning');
    await flow.send('confirm');
    await flow.expectState('result.submitting');
    await flow.resolve('withdraw');
    await flow.expectState('result.succeeded');
    await flow.send('back');
    await flow.expectState('loading');
  },
};

/** Without promo money no warning shows; the withdrawal fails and back returns to the form. */
export const Failed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.resolve('initWithdraw', {
      totalBalance: 120,
      cashBalance: 120,
      promoBalance: 0,
      cashReserve: 0,
      methods: [{ method: 'trustly', minAmount: { EUR: 10 }, maxAmount: { EUR: 5000 } }],
    });
    await flow.send('amount.changed');
    await flow.send('submit');
    await flow.reject('withdraw');
    await flow.expectState('result.failed');
    await flow.send('back');
    await flow.expectState('editing');
  },
};

/** The init call fails (235): the form does not show. */
export const InitFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.reject('initWithdraw');
    await flow.expectState('loadFailed');
  },
};
