import { formatEuro } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { formatDateTime } from '../../lib/format';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { WithdrawsPanelPage } from './transaction-panel-pages';
import { panelOpenOn } from '../../shared/profile-panel/panel-story';
import { pagedListStories } from './list-stories';
import { refused, withdrawals, withdrawalsInEveryState } from './story-answers';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/Withdrawals',
  component: WithdrawsPanelPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: screenParameters(
    { path: '/', pages: panelOpenOn('transactions', 'withdraws'), session: 'player' },
    { withdrawals: withdrawalsInEveryState },
  ),
} satisfies Meta<typeof WithdrawsPanelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps' toggle of the withdrawal of `amount` € made at `time`. */
const toggleOf = (time: string, amount: number) =>
  screen.findByRole('button', {
    name: t('panel.transactions.stepsToggleLabel', {
      date: formatDateTime('fi', time),
      amount: formatEuro(amount, 'fi-FI'),
    }),
  });

/** The steps' list of the withdrawal made at `time`. */
const stepsOf = (time: string) =>
  screen.getByRole('list', { name: t('panel.transactions.stepsLabel', { date: formatDateTime('fi', time) }) });

// The fixture's rows (story-answers.ts): a row a day and an hour earlier each, from 10.3.2026 18.30 UTC back.
const APPROVED_AT = '2026-03-10T18:30:00.000Z';
const REQUESTED_AT = '2026-03-09T17:30:00.000Z';
const PAID_AT = '2026-03-08T16:30:00.000Z';

/**
 * A withdrawal in each state: the two under way (approved, just requested) show their steps, the awaited one marked
 * current; the paid, refused and cancelled ones fold theirs behind a toggle (the visual baseline).
 */
export const AllStates: Story = {
  name: 'Steps (baseline)',
  play: async () => {
    await expect(await toggleOf(APPROVED_AT, 250)).toHaveAttribute('aria-expanded', 'true');
    await expect(await toggleOf(REQUESTED_AT, 1200.5)).toHaveAttribute('aria-expanded', 'true');
    await expect(await toggleOf(PAID_AT, 80)).toHaveAttribute('aria-expanded', 'false');
    const approved = within(stepsOf(APPROVED_AT)).getAllByRole('listitem');
    await expect(
      approved.map((item) => item.querySelector('[data-slot="step-tracker-label"]')?.firstChild?.textContent),
    ).toEqual([
      t('panel.transactions.stepRequested'),
      t('panel.transactions.stepApproved'),
      t('panel.transactions.stepPaid'),
    ]);
    await expect(approved[2]).toHaveAttribute('aria-current', 'step');
    await expect(approved[2]).toHaveTextContent(t('panel.transactions.stepWaiting'));
    const requested = within(stepsOf(REQUESTED_AT)).getAllByRole('listitem');
    await expect(requested[1]).toHaveAttribute('aria-current', 'step');
    await expect(requested[2]).toHaveTextContent(t('panel.transactions.stepUpcoming'));
  },
};

/** A paid withdrawal unfolded: requested, approved and paid, each done, with its time. */
export const PaidSteps: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await toggleOf(PAID_AT, 80));
    const items = within(stepsOf(PAID_AT)).getAllByRole('listitem');
    const minutes = [0, 3, 10].map((minute) => formatDateTime('fi', Date.parse(PAID_AT) + minute * 60_000));
    await expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(minutes);
    await expect(items[2]).toHaveTextContent(
      `${t('panel.transactions.stepPaid')}, ${t('panel.transactions.stepDone')}`,
    );
    await expect(stepsOf(PAID_AT).querySelector('[aria-current]')).toBeNull();
  },
};

/** A refused withdrawal unfolded: the refusal ends it, and says when. */
export const RefusedSteps: Story = {
  play: async ({ userEvent }) => {
    const refusedAt = '2026-03-07T15:30:00.000Z';
    await userEvent.click(await toggleOf(refusedAt, 35.5));
    const items = within(stepsOf(refusedAt)).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent(
      `${t('panel.transactions.stepRefused')}, ${t('panel.transactions.stepFailed')}`,
    );
  },
};

const states = pagedListStories({
  name: 'withdrawals',
  fivePages: withdrawals(5),
  none: withdrawals(0),
  pending: player.pending('get', '/transactions/withdrawals'),
  refused: player.refuse('get', '/transactions/withdrawals', refused, 500),
  rowText: '1 250,00 €',
});

/** Page 3 of 5: first, previous, current, next and last. */
export const MiddlePage: Story = states.middlePage;

/** No withdrawals yet. */
export const Empty: Story = states.empty;

/** The withdrawals are on their way. */
export const Loading: Story = states.loading;

/** The withdrawals cannot be loaded: the error, and a retry. */
export const Failed: Story = { name: 'Error', ...states.failed };
