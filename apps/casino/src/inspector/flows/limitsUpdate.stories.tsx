import { limitsUpdateMachine, lossLimitsByPeriod } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const limit = (type: 'dailyLoss' | 'weeklyLoss' | 'monthlyLoss', amount: number) => ({
  type,
  amount,
  usedAmount: 0,
  minAmount: 10,
  maxAmount: 100000,
  autoRenew: true,
  currency: 'EUR',
});
const limits = [limit('dailyLoss', 100), limit('weeklyLoss', 500), limit('monthlyLoss', 1000)];

const meta = {
  title: 'Flows/limitsUpdate',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: limitsUpdateMachine,
    examples: {
      events: {
        'amount.changed': { period: 'daily', value: '200' },
        'autoRenew.changed': { period: 'daily', value: false },
        submit: { period: 'daily', limits: lossLimitsByPeriod(limits) },
      },
      outputs: { setLimits: { success: true, limits } },
    },
  }),
} satisfies Meta;
export default meta;

/** A new daily limit is saved; the success message shows 5 seconds. */
export const Saved: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('ready.idle');
    await flow.send('amount.changed');
    await flow.send('submit');
    await flow.expectState('saving');
    await flow.resolve('setLimits');
    await flow.expectState('ready.notice');
    await flow.fire('noticeMs');
    await flow.expectState('ready.idle');
  },
};

/** Above the weekly limit: refused with the cross-rule message, nothing sent. */
export const RefusedByCrossRule: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('amount.changed', { period: 'daily', value: '600' });
    await flow.send('submit');
    await flow.expectState('ready.notice');
    await context.canvas.findByText('"crossRule"');
    await flow.fire('noticeMs');
    await flow.expectState('ready.idle');
  },
};
