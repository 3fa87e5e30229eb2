import { sessionTimerMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/sessionTimer',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: sessionTimerMachine,
    examples: { events: { 'timer.started': { startedAt: Date.UTC(2026, 2, 1, 18) } } },
  }),
} satisfies Meta;
export default meta;

/** Started from the stored start, ticking every second, stopped at logout. */
export const StartTickStop: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('stopped');
    await flow.send('timer.started');
    await flow.expectState('running');
    await flow.fire('tick');
    await flow.fire('tick');
    await flow.expectState('running');
    await flow.send('timer.stopped');
    await flow.expectState('stopped');
  },
};
