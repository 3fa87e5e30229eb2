import { languageChangeMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/languageChange',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: languageChangeMachine,
    input: { locale: 'fi' },
    examples: {
      events: { 'language.chosen': { locale: 'en', loggedIn: true } },
      outputs: { changeLanguage: { success: true } },
    },
  }),
} satisfies Meta;
export default meta;

/** A logged-in player switches to English (stored on the server), then to Estonian, which fails: home. */
export const ChangedThenFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('idle');
    await flow.send('language.chosen');
    await flow.expectState('changing');
    await flow.resolve('changeLanguage');
    await flow.expectState('idle');
    await flow.send('language.chosen', { locale: 'et', loggedIn: true });
    await flow.reject('changeLanguage');
    await flow.expectState('idle');
    await context.canvas.findByText('action goHome {"locale":"et"}');
  },
};
