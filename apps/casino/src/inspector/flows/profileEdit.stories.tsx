import { profileEditMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const player = {
  userId: 42,
  nickName: 'Lucky7',
  firstName: 'Matti',
  lastName: 'Meikäläinen',
  address: 'Mannerheimintie',
  zipCode: '00100',
  city: 'Helsinki',
  email: 'matti@example.com',
  country: 'FIN',
};

const meta = {
  title: 'Flows/profileEdit',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: profileEditMachine,
    input: { player },
    examples: {
      events: {
        'nickname.changed': { value: 'Lucky8' },
        'email.changed': { value: 'matti.m@example.com' },
        'password.changed': { field: 'oldPassword', value: 'secret1' },
        'details.changed': { field: 'city', value: '' },
      },
      outputs: {
        validateNickName: { success: true },
        validateEmail: { success: true },
        updatePlayerFields: { ...player, nickName: 'Lucky8' },
        updatePassword: { success: true },
      },
      errors: { validateEmail: { errorCode: 104, message: 'E-mail already in use' } },
    },
  }),
} satisfies Meta;
export default meta;

/** The nickname validated and saved; a taken e-mail refused; a password changed. */
export const SectionsSaved: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('nickname.editing', 'email.editing', 'password.editing', 'details');
    await flow.send('nickname.changed');
    await flow.send('nickname.submit');
    await flow.resolve('validateNickName');
    await flow.resolve('updatePlayerFields');
    await flow.expectState('nickname.saved', 'email.editing', 'password.editing', 'details');
    await flow.send('email.changed');
    await flow.send('email.submit');
    await flow.reject('validateEmail');
    await flow.expectState('nickname.saved', 'email.failed', 'password.editing', 'details');
    await flow.send('password.changed');
    await flow.send('password.changed', { field: 'password', value: 'secret12' });
    await flow.send('password.changed', { field: 'confirmPassword', value: 'secret12' });
    await flow.send('password.submit');
    await flow.resolve('updatePassword');
    await flow.expectState('nickname.saved', 'email.failed', 'password.changed', 'details');
  },
};
