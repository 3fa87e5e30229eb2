import { realityCheckMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/realityCheck',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: realityCheckMachine,
    input: { minutes: 60 },
    examples: {
      events: { 'interval.changed': { minutes: 30 } },
      outputs: {
        resetSessionTime: { success: true, minutes: 60, nextCheckTime: '2026-03-01T19:00:00Z' },
        resetRealityCheck: { success: true, minutes: 60, nextCheckTime: '2026-03-01T20:00:00Z' },
      },
    },
  }),
} satisfies Meta;
export default meta;

/** The reminder after the interval; the player continues and the next interval starts. */
export const Continue: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('resettingSessionTime');
    await flow.resolve('resetSessionTime');
    await flow.expectState('waiting');
    await flow.fire('interval');
    await flow.expectState('reminding');
    await flow.send('reminder.continue');
    await flow.expectState('acknowledging');
    await flow.resolve('resetRealityCheck');
    await flow.expectState('waiting');
  },
};

/** The player leaves; a failed acknowledgement keeps the reminder; an interval of 0 turns it off. */
export const LeaveThenOff: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.reject('resetSessionTime');
    await flow.fire('interval');
    await flow.send('reminder.leave');
    await context.canvas.findByText('emitted left');
    await flow.reject('resetRealityCheck');
    await flow.expectState('reminding');
    await flow.send('reminder.continue');
    await flow.resolve('resetRealityCheck', { success: true, minutes: 0 });
    await flow.expectState('off');
  },
};
