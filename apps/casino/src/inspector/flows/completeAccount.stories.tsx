import { completeAccountMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/completeAccount',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: completeAccountMachine,
    input: { player: { country: 'FIN', nickName: 'Lucky7' } },
    examples: {
      events: {
        'field.changed': { field: 'email', value: 'matti@example.com' },
        'marketing.toggled': { checked: true },
      },
      outputs: {
        validateNickName: { success: true },
        validateEmail: { success: true },
        validatePhonenumber: { success: true },
        addPassword: { success: true },
        completeAccount: { success: true },
        sendVerificationSms: { success: true },
      },
      errors: { validateEmail: { errorCode: 104, message: 'E-mail already in use', status: 409 } },
    },
  }),
} satisfies Meta;
export default meta;

/** The fields, then each server step in turn; a taken e-mail stops at its field, the retry completes. */
export const Completed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('editing.idle');
    const fields = { email: 'matti@example.com', phone: '401234567', password: 'secret12', repeatPassword: 'secret12' };
    for (const [field, value] of Object.entries(fields)) await flow.send('field.changed', { field, value });
    await flow.send('marketing.toggled');
    await flow.send('submit');
    await flow.expectState('validatingNickname');
    await flow.resolve('validateNickName');
    await flow.expectState('validatingEmail');
    await flow.reject('validateEmail');
    await flow.expectState('editing.failed');
    await flow.send('submit');
    await flow.resolve('validateNickName');
    await flow.resolve('validateEmail');
    await flow.expectState('validatingPhone');
    await flow.resolve('validatePhonenumber');
    await flow.expectState('addingPassword');
    await flow.resolve('addPassword');
    await flow.expectState('completing');
    await flow.resolve('completeAccount');
    await flow.expectState('sendingSms');
    await flow.resolve('sendVerificationSms');
    await flow.expectState('completed');
  },
};
