import { supportMessageMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/supportMessage',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: supportMessageMachine,
    examples: {
      events: {
        'subject.changed': { value: 'Talletus puuttuu' },
        'message.changed': { value: 'Talletin 50 euroa, mutta se ei näy saldossani.' },
      },
      outputs: { sendSupportMessage: { success: true, id: 17, createdTime: '2026-03-01T18:22:05Z' } },
      errors: { sendSupportMessage: { errorCode: 429, message: 'Too many requests' } },
    },
  }),
} satisfies Meta;
export default meta;

/** Send of an empty form (required), the fields typed, a refusal (429), sent, then another message. */
export const RefusedThenSent: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('editing');
    await flow.send('submit');
    await flow.expectState('editing');
    await flow.send('subject.changed');
    await flow.send('message.changed');
    await flow.send('submit');
    await flow.expectState('sending');
    await flow.reject('sendSupportMessage');
    await flow.expectState('editing');
    await flow.send('submit');
    await flow.resolve('sendSupportMessage');
    await flow.expectState('sent');
    await flow.send('another');
    await flow.expectState('editing');
  },
};
