import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    // Placeholders are not content: assistive tech skips them.
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Block: Story = { args: { shape: 'block' } };

export const Circle: Story = { args: { shape: 'circle' } };

/** A loading game card: the busy region says what is happening, the shapes only show where. */
export const GameCardLoading: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Ladataan pelejä" role="group" className="flex w-48 flex-col gap-2">
      <Skeleton shape="block" className="aspect-[4/3] h-auto" />
      <Skeleton className="w-3/4" />
      <Skeleton className="w-1/2" />
    </div>
  ),
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-3">
      <State label="text">
        <div className="flex flex-col gap-2">
          <Skeleton />
          <Skeleton className="w-2/3" />
        </div>
      </State>
      <State label="block">
        <Skeleton shape="block" />
      </State>
      <State label="circle">
        <Skeleton shape="circle" />
      </State>
    </States>
  ),
};
