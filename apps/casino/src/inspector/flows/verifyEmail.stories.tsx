import { verifyEmailMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/verifyEmail',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: verifyEmailMachine,
    examples: {
      events: { 'code.changed': { value: '123456' } },
      outputs: { sendVerificationEmail: { success: true }, verifyEmailShortCode: { success: true } },
      errors: { verifyEmailShortCode: { errorCode: 209, message: 'Wrong code' } },
    },
  }),
} satisfies Meta;
export default meta;

/** A short code sent and entered; a wrong code (209), then verified. */
export const VerifiedByShortCode: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('enteringCode.idle');
    await flow.send('code.send');
    await flow.expectState('sendingCode');
    await flow.resolve('sendVerificationEmail');
    await flow.send('code.changed');
    await flow.send('submit');
    await flow.expectState('verifying');
    await flow.reject('verifyEmailShortCode');
    await flow.expectState('enteringCode.failed');
    await flow.send('submit');
    await flow.resolve('verifyEmailShortCode');
    await flow.expectState('verified');
  },
};
