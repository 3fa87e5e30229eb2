import { phoneVerificationMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/phoneVerification',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: phoneVerificationMachine,
    input: { player: { phoneNumber: '+358401234567', phoneNumberVerified: false, country: 'FIN' } },
    examples: {
      events: {
        'code.changed': { value: '123456' },
        'number.changed': { value: '409876543' },
        'dialCode.changed': { value: '+358' },
      },
      outputs: {
        sendVerificationSms: { success: true },
        verifySmsShortCode: { success: true },
        validatePhonenumber: { success: true },
        updatePlayerFields: { userId: 42, phoneNumber: '+358409876543', phoneNumberVerified: false, country: 'FIN' },
      },
      errors: { verifySmsShortCode: { errorCode: 209, message: 'Wrong code' } },
    },
  }),
} satisfies Meta;
export default meta;

/** Code sent, a wrong code (its error for 5 s), the right code, the success for 5 s, then verified. */
export const Verified: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('step.unverified', 'notice.hidden');
    await flow.send('code.send');
    await flow.resolve('sendVerificationSms');
    await flow.expectState('step.enteringCode', 'notice.hidden');
    await flow.send('code.changed');
    await flow.send('submit');
    await flow.reject('verifySmsShortCode');
    await flow.expectState('step.enteringCode', 'notice.shown');
    await flow.fire('notice (phoneVerification.notice.shown)');
    await flow.send('submit');
    await flow.resolve('verifySmsShortCode');
    await flow.expectState('step.succeeded', 'notice.hidden');
    await flow.fire('notice (phoneVerification.step.succeeded)');
    await flow.expectState('step.verified', 'notice.hidden');
  },
};

/** A new number: validated, saved, back to the unverified step. */
export const NumberChanged: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('number.edit');
    await flow.expectState('step.changingNumber', 'notice.hidden');
    await flow.send('number.changed');
    await flow.send('submit');
    await flow.resolve('validatePhonenumber');
    await flow.resolve('updatePlayerFields');
    await flow.expectState('step.unverified', 'notice.hidden');
  },
};
