import { freeSpinCancelMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/freeSpinCancel',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: freeSpinCancelMachine,
    examples: {
      events: { cancel: { bonus: { freeSpinsBonusId: 42, name: 'Book of Dead', cancellable: true } } },
      outputs: { cancelFreeSpins: { success: true } },
    },
  }),
} satisfies Meta;
export default meta;

/** Cancelled: the spinner, the success notice for 5 s, the list reloaded to page 1. */
export const Cancelled: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('ready.idle');
    await flow.send('cancel');
    await flow.expectState('cancelling');
    await flow.resolve('cancelFreeSpins');
    await flow.expectState('ready.notice');
    await context.canvas.findByText('emitted freeSpins.reload {"page":1}');
    await flow.fire('noticeMs');
    await flow.expectState('ready.idle');
  },
};

/** A bonus that is not cancellable is not cancelled; a failure shows its notice. */
export const NotCancellableThenFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('cancel', { bonus: { freeSpinsBonusId: 7, cancellable: false } });
    await flow.expectState('ready.idle');
    await flow.send('cancel', { bonus: { freeSpinsBonusId: 42, cancellable: true } });
    await flow.reject('cancelFreeSpins');
    await flow.expectState('ready.notice');
    await flow.fire('noticeMs');
    await flow.expectState('ready.idle');
  },
};
