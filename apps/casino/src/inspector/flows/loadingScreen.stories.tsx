import { loadingScreenMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/loadingScreen',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: loadingScreenMachine,
    input: { loads: ['siteSettings', 'player'] },
    examples: { events: { 'load.finished': { load: 'siteSettings' } } },
  }),
} satisfies Meta;
export default meta;

/** Every load done, 1 s, fading, 0.5 s, gone. */
export const LoadedFadedGone: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('loading');
    await flow.send('load.finished');
    await flow.expectState('loading');
    await flow.send('load.finished', { load: 'player' });
    await flow.expectState('loaded');
    await flow.fire('fadeDelay');
    await flow.expectState('fading');
    await flow.fire('fade');
    await flow.expectState('gone');
  },
};
