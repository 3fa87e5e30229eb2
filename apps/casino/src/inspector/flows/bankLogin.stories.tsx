import { bankLoginMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/bankLogin',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: bankLoginMachine,
    input: { country: 'FIN', method: 'trustly' },
    examples: {
      outputs: { initLogin: { success: true, token: 'tok-auth-1', redirectUrl: 'https://bank.example.com/login' } },
    },
  }),
} satisfies Meta;
export default meta;

/** A failed init, tried again: the token is recorded with type auth and the browser goes to the bank. */
export const Redirected: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('idle');
    await flow.send('start');
    await flow.expectState('initializing');
    await flow.reject('initLogin');
    await flow.expectState('failed');
    await flow.send('start');
    await flow.resolve('initLogin');
    await flow.expectState('redirecting');
    await context.canvas.findByText('action recordLogin {"type":"auth","token":"tok-auth-1"}');
  },
};
