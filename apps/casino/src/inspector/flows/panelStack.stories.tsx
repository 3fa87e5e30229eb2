import { panelStackMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/panelStack',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: panelStackMachine,
    input: { mobile: true },
    examples: {
      events: { 'panel.opened': { page: 'deposit' }, 'page.pushed': { page: 'settings' } },
    },
  }),
} satisfies Meta;
export default meta;

/** Opened on a page, navigated, closed: 100 ms on mobile, then the stack resets 500 ms later. */
export const OpenNavigateClose: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('closed');
    await flow.send('panel.opened');
    await flow.send('page.pushed');
    await flow.send('page.back');
    await flow.expectState('open');
    await flow.send('panel.closed');
    await flow.expectState('closingMobile');
    await flow.fire('mobileClose');
    await flow.expectState('closing');
    await flow.fire('panelReset');
    await flow.expectState('closed');
  },
};
