import { realityCheckSettingsMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/realityCheckSettings',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: realityCheckSettingsMachine,
    examples: {
      events: { 'current.loaded': { minutes: 0 }, 'minutes.chosen': { minutes: 30 } },
      outputs: { setRealityCheck: { success: true, minutes: 30, nextCheckTime: '2026-03-01T19:22:05Z' } },
      errors: { setRealityCheck: { errorCode: 195, message: 'Interval out of bounds' } },
    },
  }),
} satisfies Meta;
export default meta;

/** Off as loaded, 30 minutes picked, a refused save, then saved. */
export const RefusedThenSaved: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('editing');
    await flow.send('current.loaded');
    await flow.send('minutes.chosen');
    await flow.send('save');
    await flow.expectState('saving');
    await flow.reject('setRealityCheck');
    await flow.expectState('editing');
    await flow.send('save');
    await flow.resolve('setRealityCheck');
    await flow.expectState('editing');
  },
};
