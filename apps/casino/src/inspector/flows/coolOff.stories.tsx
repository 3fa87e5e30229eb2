import { coolOffMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/coolOff',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: coolOffMachine,
    examples: {
      events: { 'days.chosen': { days: 7 }, 'password.changed': { value: 'secret1' } },
      outputs: { setCoolOff: { success: true, coolOff: true, endTime: '2026-03-08T18:22:05Z' } },
      errors: { setCoolOff: { errorCode: 109, message: 'Wrong password' } },
    },
  }),
} satisfies Meta;
export default meta;

/** 7 days, set, a wrong password, cancel and back, then confirmed. */
export const WrongPasswordThenSet: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('choosing');
    await flow.send('days.chosen');
    await flow.send('set');
    await flow.expectState('confirming');
    await flow.send('password.changed');
    await flow.send('confirm');
    await flow.expectState('requesting');
    await flow.reject('setCoolOff');
    await flow.expectState('confirming');
    await flow.send('cancel');
    await flow.expectState('choosing');
    await flow.send('set');
    await flow.send('password.changed');
    await flow.send('confirm');
    await flow.resolve('setCoolOff');
    await flow.expectState('done');
  },
};
