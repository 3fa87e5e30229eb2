import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { StepTracker, type TrackedStep } from '../step-tracker/step-tracker';
import {
  GameActionTable,
  MoneyTransactionTable,
  type GameTransaction,
  type MoneyTransaction,
  type RowDetails,
} from './transaction-table';

const deposits: MoneyTransaction[] = [
  { id: 'd1', date: '12.6.2026 14.05', status: 'OK', amount: 50 },
  { id: 'd2', date: '10.6.2026 20.41', status: 'Odottaa', amount: 100 },
  { id: 'd3', date: '2.6.2026 9.12', status: 'Hylätty', amount: 1250.5 },
];

const withdrawals: MoneyTransaction[] = [
  { id: 'w1', date: '11.6.2026 18.30', status: 'OK', amount: 320 },
  { id: 'w2', date: '1.6.2026 12.00', status: 'Käsittelyssä', amount: 75.25 },
];

type WithdrawalRow = MoneyTransaction & { steps: TrackedStep[] };

const withSteps: WithdrawalRow[] = [
  {
    id: 'w1',
    date: '11.6.2026 18.30',
    status: 'Käsittelyssä',
    amount: 320,
    steps: [
      { id: 'requested', label: 'Pyydetty', state: 'done', detail: '11.6.2026 18.30' },
      { id: 'approved', label: 'Hyväksytty', state: 'current', detail: 'Odottaa' },
      { id: 'paid', label: 'Maksettu', state: 'upcoming' },
    ],
  },
  {
    id: 'w2',
    date: '1.6.2026 12.00',
    status: 'OK',
    amount: 75.25,
    steps: [
      { id: 'requested', label: 'Pyydetty', state: 'done', detail: '1.6.2026 12.00' },
      { id: 'approved', label: 'Hyväksytty', state: 'done', detail: '1.6.2026 12.03' },
      { id: 'paid', label: 'Maksettu', state: 'done', detail: '1.6.2026 12.05' },
    ],
  },
];

const stepDetails: RowDetails<WithdrawalRow> = {
  header: 'Vaiheet',
  toggleText: 'Vaiheet',
  toggleLabel: (row) => `Vaiheet: ${row.date}`,
  render: (row) => (
    <StepTracker
      label={`Kotiutuksen vaiheet ${row.date}`}
      steps={row.steps}
      stateLabels={{ done: 'tehty', current: 'käynnissä', failed: 'epäonnistui', upcoming: 'tulossa' }}
    />
  ),
  // A withdrawal under way shows its steps at once.
  defaultOpen: (row) => row.steps.some((step) => step.state === 'current'),
};

const gameActions: GameTransaction[] = [
  { id: 'g1', date: '12.6.2026 14.10', game: 'Book of Dead', bet: 1, win: 0 },
  { id: 'g2', date: '12.6.2026 14.11', game: 'Book of Dead', bet: 1, win: 12.4 },
  { id: 'g3', date: '12.6.2026 14.20', game: 'Sweet Bonanza', bet: 2.5, win: 250 },
];

const moneyLabels = { date: 'Päivämäärä', status: 'Tila', amount: 'Summa' };
const gameLabels = { date: 'Päivämäärä', game: 'Peli', bet: 'Panos', win: 'Voitto' };

const meta = {
  title: 'Casino/TransactionTable',
  component: MoneyTransactionTable,
  subcomponents: { GameActionTable },
  tags: ['autodocs'],
  args: { caption: 'Talletukset', rows: deposits, labels: moneyLabels, locale: 'fi-FI', emptyText: 'Ei talletuksia.' },
} satisfies Meta<typeof MoneyTransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposits: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Talletukset' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Päivämäärä',
      'Tila',
      'Summa',
    ]);
    await expect(canvas.getByRole('cell', { name: /1\s250,50\s€/ })).toBeVisible();
  },
};

export const Withdrawals: Story = {
  args: { caption: 'Kotiutukset', rows: withdrawals, emptyText: 'Ei kotiutuksia.' },
};

/** Withdrawals that unfold to their steps: the one under way open at first, the paid one folded until toggled. */
export const WithdrawalSteps: Story = {
  render: () => (
    <MoneyTransactionTable
      caption="Kotiutukset"
      rows={withSteps}
      labels={moneyLabels}
      locale="fi-FI"
      emptyText="Ei kotiutuksia."
      details={stepDetails}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const underWay = canvas.getByRole('button', { name: 'Vaiheet: 11.6.2026 18.30' });
    const paid = canvas.getByRole('button', { name: 'Vaiheet: 1.6.2026 12.00' });
    await expect(underWay).toHaveAttribute('aria-expanded', 'true');
    await expect(paid).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('list', { name: 'Kotiutuksen vaiheet 11.6.2026 18.30' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Kotiutuksen vaiheet 1.6.2026 12.00' })).toBeNull();

    await userEvent.click(paid);
    await expect(paid).toHaveAttribute('aria-expanded', 'true');
    const steps = canvas.getByRole('list', { name: 'Kotiutuksen vaiheet 1.6.2026 12.00' });
    await expect(document.getElementById(paid.getAttribute('aria-controls')!)).toContainElement(steps);
    await expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pyydetty, tehty1.6.2026 12.00', 'Hyväksytty, tehty1.6.2026 12.03', 'Maksettu, tehty1.6.2026 12.05']);
    await userEvent.click(underWay);
    await expect(underWay).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Kotiutuksen vaiheet 11.6.2026 18.30' })).toBeNull();
  },
};

export const GameActions: Story = {
  render: () => (
    <GameActionTable
      caption="Pelitapahtumat"
      rows={gameActions}
      labels={gameLabels}
      locale="fi-FI"
      emptyText="Ei pelitapahtumia."
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Ei talletuksia.')).toBeVisible();
  },
};

/** Under a heading that names the list already (the panel's title): the caption is read, not shown. */
export const CaptionHidden: Story = {
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Talletukset' })).toBeVisible();
    await expect(canvas.getByText('Talletukset').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

const longText = {
  caption: 'Talletushistoria viimeisen kahdentoista kuukauden ajalta',
  labels: { date: 'Tapahtuman päivämäärä', status: 'Käsittelytila', amount: 'Talletettu summa' },
  rows: [{ id: 'l1', date: '12.6.2026 14.05', status: 'Odottaa maksunvälittäjän vahvistusta', amount: 99_999.99 }],
};

export const LongFinnishText: Story = {
  args: longText,
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

/** Tables from the small breakpoint up; label–value cards on phones (the 390 px screenshot). */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Talletukset">
        <MoneyTransactionTable
          caption="Talletukset"
          rows={deposits}
          labels={moneyLabels}
          locale="fi-FI"
          emptyText="Ei talletuksia."
        />
      </State>
      <State label="Kotiutukset">
        <MoneyTransactionTable
          caption="Kotiutukset"
          rows={withdrawals}
          labels={moneyLabels}
          locale="fi-FI"
          emptyText="Ei kotiutuksia."
        />
      </State>
      <State label="Kotiutusten vaiheet">
        <MoneyTransactionTable
          caption="Kotiutukset"
          rows={withSteps}
          labels={moneyLabels}
          locale="fi-FI"
          emptyText="Ei kotiutuksia."
          details={stepDetails}
        />
      </State>
      <State label="Pelitapahtumat">
        <GameActionTable
          caption="Pelitapahtumat"
          rows={gameActions}
          labels={gameLabels}
          locale="fi-FI"
          emptyText="Ei pelitapahtumia."
        />
      </State>
      <State label="Tyhjä">
        <GameActionTable
          caption="Pelitapahtumat"
          rows={[]}
          labels={gameLabels}
          locale="fi-FI"
          emptyText="Ei pelitapahtumia."
        />
      </State>
      <State label="Pitkä teksti">
        <MoneyTransactionTable locale="fi-FI" emptyText="" {...longText} />
      </State>
    </States>
  ),
};
