import { marketingPromptMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const player = {
  userId: 42,
  nickName: 'Lucky7',
  receiveEmail: false,
  receiveSms: false,
  lastLoginTime: '2026-03-01T18:22:05Z',
};

const meta = {
  title: 'Flows/marketingPrompt',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: marketingPromptMachine,
    input: { player, lastPromptTime: null },
    examples: {
      outputs: { updatePlayerFields: { ...player, receiveEmail: true, receiveSms: true } },
    },
  }),
} satisfies Meta;
export default meta;

/** Never shown before and no consent: shown; accepting fails once, then saves both consents. */
export const Accepted: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('shown');
    await flow.send('accept');
    await flow.expectState('saving');
    await flow.reject('updatePlayerFields');
    await flow.expectState('failed');
    await flow.send('accept');
    await flow.resolve('updatePlayerFields');
    await flow.expectState('accepted');
  },
};

/** Dismissed. */
export const Dismissed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('dismiss');
    await flow.expectState('dismissed');
  },
};
