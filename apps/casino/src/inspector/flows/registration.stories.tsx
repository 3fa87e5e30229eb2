import { registrationMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/registration',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: registrationMachine,
    input: { locale: 'fi' },
    examples: {
      events: {
        'field.changed': { field: 'email', value: 'matti@example.com' },
        'field.toggled': { field: 'ageChecked', checked: true },
        'country.changed': { country: 'EST' },
      },
      outputs: { registerPlayer: { success: true } },
      errors: { registerPlayer: { errorCode: 213, message: 'Passwords do not match' } },
    },
  }),
} satisfies Meta;
export default meta;

/** The empty form is refused; filled in, submitted, refused by the server (213), then registered. */
export const Registered: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('editing.idle');
    await flow.send('submit');
    await flow.expectState('editing.invalid');
    const fields = {
      email: 'matti@example.com',
      password: 'secret12',
      confirmPassword: 'secret12',
      firstName: 'Matti',
      lastName: 'Meikäläinen',
      birthDate: '1990-05-17',
    };
    for (const [field, value] of Object.entries(fields)) await flow.send('field.changed', { field, value });
    for (const field of ['ageChecked', 'policyChecked', 'privacyPolicyChecked']) {
      await flow.send('field.toggled', { field, checked: true });
    }
    await flow.send('submit');
    await flow.expectState('submitting');
    await flow.reject('registerPlayer');
    await flow.expectState('editing.failed');
    await flow.send('submit');
    await flow.resolve('registerPlayer');
    await flow.expectState('registered');
  },
};
