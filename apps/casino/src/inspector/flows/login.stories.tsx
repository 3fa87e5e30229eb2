import { ERROR_CODES, loginMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/login',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: loginMachine,
    examples: {
      events: {
        'email.changed': { value: 'matti@example.com' },
        'password.changed': { value: 'secret1' },
        'policy.toggled': { checked: true },
        'privacyPolicy.toggled': { checked: true },
      },
      outputs: {
        login: { success: true },
        loadActivity: { activities: [{ createdTime: '2026-03-01T18:22:05Z', type: 'login' }], count: 1 },
        loadPlayer: { userId: 42, nickName: 'Lucky7', email: 'matti@example.com', country: 'FIN' },
        prefillDeposit: { success: true },
        loadBalance: { balance: 120, currency: 'EUR' },
      },
      errors: {
        login: { errorCode: 114, message: 'Account not activated', params: { expireTimestamp: 1767225600000 } },
      },
    },
  }),
} satisfies Meta;
export default meta;

/** Empty fields are refused; then login, activity, player, prefill and balance, and the player is in. */
export const LoggedIn: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('form.idle');
    await flow.send('submit');
    await flow.expectState('form.invalid');
    await flow.send('email.changed');
    await flow.send('password.changed');
    await flow.send('submit');
    await flow.expectState('loggingIn');
    await flow.resolve('login');
    await flow.expectState('loadingAccount.activity');
    await flow.resolve('loadActivity');
    await flow.resolve('loadPlayer');
    await flow.expectState('loadingAccount.prefill');
    await flow.resolve('prefillDeposit');
    await flow.expectState('loadingBalance');
    await flow.resolve('loadBalance');
    await flow.expectState('loggedIn');
  },
};

/** Error 114: the highlighted notice with the activation hint. */
export const NotActivated: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('email.changed');
    await flow.send('password.changed');
    await flow.send('submit');
    await flow.reject('login');
    await flow.expectState('form.notActive');
  },
};

/** Error 155: the terms and privacy-policy boxes; the submit is refused until both are checked, then sent with them. */
export const PoliciesNotAccepted: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('email.changed');
    await flow.send('password.changed');
    await flow.send('submit');
    await flow.reject('login', {
      errorCode: ERROR_CODES.policiesNotAccepted,
      message: 'Accept the terms and the privacy policy',
    });
    await flow.expectState('form.policies');
    await flow.send('policy.toggled');
    await flow.send('submit');
    await flow.expectState('form.policies');
    await flow.send('privacyPolicy.toggled');
    await flow.send('submit');
    await flow.expectState('loggingIn');
    await flow.resolve('login');
    await flow.expectState('loadingAccount.activity');
  },
};
