import { resendActivationMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/resendActivation',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: resendActivationMachine,
    examples: {
      events: { 'email.changed': { value: 'matti@example.com' } },
      outputs: { resendActivation: { success: true } },
      errors: { resendActivation: { errorCode: 429, message: 'Too many requests' } },
    },
  }),
} satisfies Meta;
export default meta;

/** An address typed, a refusal (429), then sent. */
export const RefusedThenSent: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('idle');
    await flow.send('email.changed');
    await flow.send('send');
    await flow.expectState('sending');
    await flow.reject('resendActivation');
    await flow.expectState('idle');
    await flow.send('send');
    await flow.resolve('resendActivation');
    await flow.expectState('sent');
  },
};
