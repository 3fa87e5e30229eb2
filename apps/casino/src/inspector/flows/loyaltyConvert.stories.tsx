import { loyaltyConvertMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/loyaltyConvert',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: loyaltyConvertMachine,
    examples: {
      events: { 'points.changed': { value: '500' }, submit: { held: 1250 } },
      outputs: { convertLoyaltyPoints: { points: 750 } },
      errors: { convertLoyaltyPoints: { errorCode: 195, message: 'You do not have that many points' } },
    },
  }),
} satisfies Meta;
export default meta;

/** 500 of 1250 points converted: the request, then the success notice for 5 s with the answer told to the app. */
export const Converted: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('closed.idle');
    await flow.send('open');
    await flow.expectState('open.form.editing');
    await flow.send('points.changed');
    await flow.send('submit');
    await flow.expectState('open.submitting');
    await flow.resolve('convertLoyaltyPoints');
    await flow.expectState('closed.notice');
    await context.canvas.findByText(/^emitted loyalty\.converted/);
    await flow.fire('noticeMs');
    await flow.expectState('closed.idle');
  },
};

/** Refused before sending (fewer than 100 points), then by the server (195), which asks the app to reload the points. */
export const RefusedThenFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('open');
    await flow.send('points.changed', { value: '50' });
    await flow.send('submit');
    await flow.expectState('open.form.editing');
    await flow.send('points.changed', { value: '1200' });
    await flow.send('submit');
    await flow.reject('convertLoyaltyPoints');
    await flow.expectState('open.form.failed');
    await context.canvas.findByText('emitted loyalty.stale');
    await flow.send('close');
    await flow.expectState('closed.idle');
  },
};
