import { noticeTimersMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/noticeTimers',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: noticeTimersMachine,
    examples: {
      events: { 'marketing.save': { receiveEmail: true, receiveSms: false }, 'avatar.save': { avatar: 7 } },
      outputs: { saveMarketing: { success: true }, saveAvatar: { success: true } },
      errors: { saveMarketing: { errorCode: 115, message: 'Not logged in' } },
    },
  }),
} satisfies Meta;
export default meta;

/** The marketing save succeeds; the notice hides after 5 s. */
export const MarketingSaved: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('idle');
    await flow.send('marketing.save');
    await flow.expectState('savingMarketing');
    await flow.resolve('saveMarketing');
    await flow.expectState('shown.saved');
    await context.canvas.findByText('emitted saved {"notice":"marketing"}');
    await flow.fire('notice');
    await flow.expectState('idle');
  },
};

/** The avatar save fails; the failure notice is dismissed. */
export const AvatarFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('avatar.save');
    await flow.reject('saveAvatar');
    await flow.expectState('shown.failed');
    await flow.send('notice.dismissed');
    await flow.expectState('idle');
  },
};
