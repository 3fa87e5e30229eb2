import { forgotPasswordMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/forgotPassword',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: forgotPasswordMachine,
    examples: {
      events: { 'field.changed': { field: 'email', value: 'matti@example.com' } },
      outputs: { triggerForgotPassword: { success: true }, modifyForgotPassword: { success: true } },
      errors: { modifyForgotPassword: { errorCode: 183, message: 'Code expired' } },
    },
  }),
} satisfies Meta;
export default meta;

/** E-mail and birth date, the code sent; code and new password, an expired code (183), then done. */
export const PasswordChanged: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('requesting.idle');
    await flow.send('field.changed');
    await flow.send('field.changed', { field: 'birthDate', value: '1990-05-17' });
    await flow.send('submit');
    await flow.expectState('sending');
    await flow.resolve('triggerForgotPassword');
    await flow.expectState('codeSent.idle');
    await flow.send('field.changed', { field: 'activationCode', value: 'A1B2C3' });
    await flow.send('field.changed', { field: 'password', value: 'secret12' });
    await flow.send('field.changed', { field: 'confirmPassword', value: 'secret12' });
    await flow.send('submit');
    await flow.expectState('saving');
    await flow.reject('modifyForgotPassword');
    await flow.expectState('codeSent.failed');
    await flow.send('submit');
    await flow.resolve('modifyForgotPassword');
    await flow.expectState('done');
  },
};
