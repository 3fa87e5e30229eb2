import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { SpendingSummary, type SpendingPeriod } from './spending-summary';

const period = (id: string, label: string, net: number, sums: [string, string, string, string, string, string]) => ({
  id,
  label,
  net,
  netLabel: 'Nettotulos',
  details: ['Talletukset', 'Nostot', 'Panokset', 'Voitot', 'Pelikerrat', 'Peliaika'].map((term, index) => ({
    term,
    description: sums[index]!,
  })),
});

const periods: SpendingPeriod[] = [
  period('1', '1 pv', -4.5, ['50,00 €', '0,00 €', '12,00 €', '7,50 €', '1', '21 min']),
  period('7', '7 pv', 9, ['50,00 €', '20,00 €', '40,00 €', '49,00 €', '3', '1 h 30 min']),
  period('30', '30 pv', -40, ['150,00 €', '20,00 €', '160,00 €', '120,00 €', '9', '4 h 45 min']),
  period('365', '365 pv', 0, ['900,00 €', '400,00 €', '2 100,00 €', '2 100,00 €', '80', '52 h 46 min']),
];

const meta = {
  title: 'Components/SpendingSummary',
  component: SpendingSummary,
  tags: ['autodocs'],
  args: { periods, defaultPeriod: '30', label: 'Ajanjakso', locale: 'fi-FI' },
} satisfies Meta<typeof SpendingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One period at a time; the arrow keys move between them (Radix Tabs). */
export const Periods: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Ajanjakso' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '30 pv' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('−40,00 €');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('160,00 €');
    await userEvent.click(canvas.getByRole('tab', { name: '30 pv' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '7 pv' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('+9,00 €');
  },
};

export const LongFinnishText: Story = {
  args: {
    periods: periods.map((item) => ({ ...item, netLabel: 'Pelaamisen nettotulos ajanjaksolla', net: -123456.78 })),
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: (args) => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Tappiolla">
        <SpendingSummary {...args} />
      </State>
      <State label="Voitolla">
        <SpendingSummary {...args} defaultPeriod="7" />
      </State>
      <State label="Tasan">
        <SpendingSummary {...args} defaultPeriod="365" />
      </State>
    </States>
  ),
};
