import { searchMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/search',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: searchMachine,
    input: { lang: 'fi' },
    examples: {
      events: { 'keyword.changed': { keyword: 'book' } },
      outputs: {
        search: {
          articles: [],
          content: [],
          games: [{ friendly_name: 'book-of-dead', translation: 'Book of Dead' }],
          suppliers: [],
          tags: [],
        },
      },
    },
  }),
} satisfies Meta;
export default meta;

/** Typed, waited 900 ms, found: the results show. */
export const Results: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('query.idle', 'focus.blurred');
    await flow.send('input.focused');
    await flow.send('keyword.changed');
    await flow.expectState('query.debouncing', 'focus.focused');
    await flow.fire('searchDebounce');
    await flow.expectState('query.searching', 'focus.focused');
    await flow.resolve('search');
    await flow.expectState('query.results', 'focus.focused');
  },
};

/** An empty answer shows 'not found'; a provider's name adds gameProvider to the call. */
export const NotFound: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('keyword.changed', { keyword: 'NetEnt' });
    await flow.fire('searchDebounce');
    await context.canvas.findByText(/"gameProvider": 1/);
    await flow.resolve('search', { articles: [], content: [], games: [], suppliers: [], tags: [] });
    await flow.expectState('query.notFound', 'focus.blurred');
  },
};

/** The input is cleared 200 ms after a blur. */
export const ClearedOnBlur: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('input.focused');
    await flow.send('keyword.changed');
    await flow.fire('searchDebounce');
    await flow.reject('search');
    await flow.expectState('query.failed', 'focus.focused');
    await flow.send('input.blurred');
    await flow.fire('blurClose');
    await flow.expectState('query.idle', 'focus.blurred');
  },
};
