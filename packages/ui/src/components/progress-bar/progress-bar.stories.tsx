import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Kierrätys', value: 25, max: 100, valueText: '25,00€ / 100,00€' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['accent', 'success'] },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wagering progress "X€ / Y€" of a bonus. */
export const Wagering: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Kierrätys' });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(bar).toHaveAttribute('aria-valuetext', '25,00€ / 100,00€');
    await expect(canvas.getByText('25,00€ / 100,00€')).toBeVisible();
  },
};

/** The loading screen: label for screen readers only. */
export const LoadingScreen: Story = {
  args: { label: 'Ladataan', hideLabel: true, valueText: undefined, value: 60, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Ladataan' })).toHaveAttribute('aria-valuenow', '60');
  },
};

export const Indeterminate: Story = {
  args: { value: null, valueText: undefined, label: 'Ladataan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Complete: Story = { args: { value: 100, tone: 'success', valueText: '100,00€ / 100,00€' } };

export const LongFinnishText: Story = {
  args: {
    label: 'Tervetuliaisbonuksen kierrätysvaatimuksen edistyminen',
    valueText: '12 345,67€ / 100 000,00€',
    value: 12,
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Kierrätys">
        <ProgressBar label="Kierrätys" value={25} valueText="25,00€ / 100,00€" />
      </State>
      <State label="Valmis">
        <ProgressBar label="Kierrätys valmis" value={100} tone="success" valueText="100,00€ / 100,00€" />
      </State>
      <State label="Latausnäkymä">
        <ProgressBar label="Ladataan" hideLabel value={60} size="sm" />
      </State>
      <State label="Alku">
        <ProgressBar label="Alku" value={0} size="lg" valueText="0,00€ / 50,00€" />
      </State>
    </States>
  ),
};
