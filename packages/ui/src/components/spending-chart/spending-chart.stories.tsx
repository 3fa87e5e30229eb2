import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { SpendingChart, type SpendingChartDay } from './spending-chart';

/** 30 days from 5.11.2026, with `nets` on the days they name (the others 0). */
const month = (nets: Record<number, number>): SpendingChartDay[] =>
  Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 10, 5 + index)).toISOString().slice(0, 10),
    net: nets[index] ?? 0,
  }));

const mixed = month({ 1: -2.5, 4: 4, 6: -10, 10: -6, 13: 1.5, 17: -12, 22: -3, 24: 8, 27: -15, 29: -4.5 });

const meta = {
  title: 'Components/SpendingChart',
  component: SpendingChart,
  tags: ['autodocs'],
  args: {
    days: mixed,
    title: 'Nettotulos päivittäin, 30 päivää',
    locale: 'fi-FI',
    dayLabel: 'Päivä',
    netLabel: 'Nettotulos',
    gainLabel: 'Voitolla',
    lossLabel: 'Tappiolla',
    emptyText: 'Ei pelejä näinä päivinä.',
  },
} satisfies Meta<typeof SpendingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Days won above the line, days lost below it; screen readers read the same numbers as a table. */
export const WonAndLost: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Nettotulos päivittäin, 30 päivää', { selector: 'figcaption' })).toBeVisible();
    const bars = canvasElement.querySelectorAll('rect');
    await expect(bars).toHaveLength(10);
    const won = canvasElement.querySelector('rect[data-day="2026-11-29"]')!;
    const lost = canvasElement.querySelector('rect[data-day="2026-12-02"]')!;
    const line = Number(canvasElement.querySelector('line')!.getAttribute('y1'));
    // A day won stands on the line; a day lost hangs from it, and the largest loss reaches the foot.
    await expect(Number(won.getAttribute('y')) + Number(won.getAttribute('height'))).toBeCloseTo(line);
    await expect(Number(lost.getAttribute('y'))).toBeCloseTo(line);
    await expect(Number(lost.getAttribute('y')) + Number(lost.getAttribute('height'))).toBeCloseTo(120);
    const table = within(canvasElement.querySelector('table')!);
    await expect(table.getAllByRole('row')).toHaveLength(31);
    await expect(table.getByRole('row', { name: /2\.12\./ })).toHaveTextContent('−15,00 €');
    await expect(table.getByRole('row', { name: /29\.11\./ })).toHaveTextContent('+8,00 €');
    await expect(canvas.getByText('+8,00 €', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('−15,00 €', { selector: 'span' })).toBeVisible();
  },
};

/** Only losses: the line at the top. */
export const OnlyLost: Story = {
  args: { days: month({ 3: -5, 12: -20, 20: -1 }) },
  play: async ({ canvasElement }) => {
    await expect(Number(canvasElement.querySelector('line')!.getAttribute('y1'))).toBe(0);
  },
};

/** No rounds in the 30 days: said in words, no empty axes. */
export const Empty: Story = {
  args: { days: month({}) },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Ei pelejä näinä päivinä.')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const English: Story = {
  args: {
    locale: 'en-GB',
    title: 'Net result per day, 30 days',
    dayLabel: 'Day',
    netLabel: 'Net result',
    gainLabel: 'Won',
    lossLabel: 'Lost',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+€8.00', { selector: 'span' })).toBeVisible();
  },
};

export const LongFinnishText: Story = {
  args: {
    title: 'Pelaamisen nettotulos päivittäin viimeisten kolmenkymmenen päivän ajalta',
    days: month({ 5: -12345.67, 9: 23456.78 }),
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
      <State label="Voitot ja tappiot">
        <SpendingChart {...args} />
      </State>
      <State label="Vain tappioita">
        <SpendingChart {...args} days={month({ 3: -5, 12: -20, 20: -1 })} />
      </State>
      <State label="Vain voittoja">
        <SpendingChart {...args} days={month({ 8: 3, 15: 40 })} />
      </State>
      <State label="Ei pelejä">
        <SpendingChart {...args} days={month({})} />
      </State>
    </States>
  ),
};
