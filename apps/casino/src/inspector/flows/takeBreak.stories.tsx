import { takeBreakMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/takeBreak',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: takeBreakMachine,
    examples: {
      outputs: { takeBreak: { success: true, coolOff: true, endTime: '2026-03-02T18:22:05Z' } },
      errors: { takeBreak: { errorCode: 115, message: 'Not logged in' } },
    },
  }),
} satisfies Meta;
export default meta;

/** The panic button: a failed press, then one that takes the 24-hour break. */
export const FailedThenTaken: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('ready');
    await flow.send('press');
    await flow.expectState('requesting');
    await flow.reject('takeBreak');
    await flow.expectState('ready');
    await flow.send('press');
    await flow.resolve('takeBreak');
    await flow.expectState('done');
  },
};
