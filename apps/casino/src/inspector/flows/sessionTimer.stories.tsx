import { sessionTimerMachine } from '@casino/flows';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = flowMeta('sessionTimer', {
  machine: sessionTimerMachine,
  examples: { events: { 'timer.started': { startedAt: Date.UTC(2026, 2, 1, 18) } } },
});
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
