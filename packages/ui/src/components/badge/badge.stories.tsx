import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 3, label: '3 ilmaiskierrosta', variant: 'accent' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['accent', 'danger', 'neutral', 'outline'] },
    count: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpinCount: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="badge"]');
    // Sighted players see "3"; screen readers hear the label.
    await expect(badge).toHaveTextContent('33 ilmaiskierrosta');
    await expect(badge?.querySelector('[aria-hidden="true"]')).toHaveTextContent('3');
  },
};

export const Capped: Story = {
  args: { count: 250, label: '250 bonusta' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"] [aria-hidden="true"]')).toHaveTextContent('99+');
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    // A count below 1 shows nothing (spec 2.4: badges appear from 1).
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
  },
};

export const Word: Story = { args: { count: undefined, label: undefined, text: 'Uusi', variant: 'danger' } };

export const LongFinnishText: Story = {
  args: { count: undefined, label: undefined, text: 'Rajoitetun ajan erikoistarjous' },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid grid-cols-2 gap-6 md:grid-cols-4">
      {(['accent', 'danger', 'neutral', 'outline'] as const).map((variant) => (
        <State key={variant} label={variant}>
          <div className="flex items-center gap-2">
            <Badge variant={variant} count={1} />
            <Badge variant={variant} count={12} />
            <Badge variant={variant} count={250} />
            <Badge variant={variant} text="Uusi" />
          </div>
        </State>
      ))}
    </States>
  ),
};
