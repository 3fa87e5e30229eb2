import { depositMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const method = {
  method: 'trustly',
  minAmount: { EUR: 10 },
  maxAmount: { EUR: 5000 },
  storedData: [{ reference: 'stored-1' }],
};

const meta = {
  title: 'Flows/deposit',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: depositMachine,
    input: { locale: 'fi', loggedIn: true, method },
    examples: {
      events: {
        'amount.changed': { value: '50' },
        'preset.chosen': { amount: 100 },
        'method.loaded': { method },
        'policy.toggled': { checked: true },
        'privacyPolicy.toggled': { checked: true },
      },
      outputs: {
        confirmDeposit: { success: true, redirectUrl: 'https://pay.example.com/confirm' },
        initDeposit: { success: true, token: 'tok-1', redirectUrl: 'https://pay.example.com/init' },
      },
      errors: { initDeposit: { errorCode: 115, message: 'Not logged in' } },
    },
  }),
} satisfies Meta;
export default meta;

/** A logged-in player picks a preset, picks it again (which submits), confirms with the stored reference. */
export const ConfirmedWithStoredReference: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('editing');
    await flow.send('preset.chosen');
    await flow.send('preset.chosen');
    await flow.expectState('confirming');
    await flow.resolve('confirmDeposit');
    await flow.expectState('redirecting');
    await context.canvas.findByText('action redirect {"url":"https://pay.example.com/confirm"}');
  },
};

/** Without a stored reference the deposit is initiated; 115 shows as 108, then a retry succeeds. */
export const InitiatedAfterAnError: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('method.loaded', { method: { ...method, storedData: [] } });
    await flow.send('amount.changed');
    await flow.send('submit');
    await flow.expectState('initiating');
    await flow.reject('initDeposit');
    await flow.expectState('editing');
    await context.canvas.findByText('"errors.108"');
    await flow.send('submit');
    await flow.resolve('initDeposit');
    await flow.expectState('redirecting');
  },
};
