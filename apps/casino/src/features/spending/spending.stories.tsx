import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { panelScreen } from '../../shared/profile-panel/panel-screen';
import { player } from '../../stories/contract-handlers';
import { textsIn, withScreen } from '../../stories/screen';
import { SpendingPage } from './spending-page';

const t = textsIn('fi');

// The panel's spending overview (issue 36): the sums of four periods, 30 days first, and the daily chart.
const meta = {
  title: 'Screens/Panel/Spending',
  component: SpendingPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: panelScreen(['spending']),
} satisfies Meta<typeof SpendingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days lost 40 €; the tabs show the other periods; the chart has the days (the baseline). */
export const AllStates: Story = {
  name: 'Spending (baseline)',
  play: async () => {
    const periods = await screen.findByRole('tablist', { name: t('spending.overview.periods') }, { timeout: 5000 });
    await expect(within(periods).getByRole('tab', { name: '30 pv' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('−40,00 €');
    await expect(within(panel).getByText(t('spending.overview.played')).nextElementSibling).toHaveTextContent(
      '4 t 45 min',
    );
    await expect(screen.getByText(t('spending.overview.chart'), { selector: 'figcaption' })).toBeVisible();
    await userEvent.click(within(periods).getByRole('tab', { name: '7 pv' }));
    await expect(screen.getByRole('tabpanel')).toHaveTextContent('+9,00 €');
    await userEvent.click(within(periods).getByRole('tab', { name: '30 pv' }));
  },
};

/** The overview is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { spending: player.pending('get', '/player/spending') } } },
  play: async () => {
    await expect(await screen.findByRole('status', { name: t('spending.overview.loading') })).toBeVisible();
  },
};

/** The overview cannot be loaded: the error with a retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        spending: player.refuse(
          'get',
          '/player/spending',
          { success: false, errorCode: 100, error: 'Unexpected' },
          500,
        ),
      },
    },
  },
  play: async () => {
    await expect(await screen.findByText(t('spending.overview.error'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: t('spending.overview.retry') })).toBeVisible();
  },
};

/** A player who has not played: zeros, and the chart says so in words. */
export const NothingYet: Story = {
  parameters: {
    msw: {
      handlers: {
        spending: player.get('/player/spending', {
          success: true,
          session: { startTime: '2026-03-14T18:02:00Z', bets: 0, wins: 0, net: 0 },
          periods: [1, 7, 30, 365].map((days) => ({
            days: days as 1 | 7 | 30 | 365,
            deposits: 0,
            withdrawals: 0,
            bets: 0,
            wins: 0,
            net: 0,
            sessions: 1,
            playedSeconds: 40,
          })),
          days: Array.from({ length: 30 }, (_, index) => ({
            date: new Date(Date.UTC(2026, 10, 5 + index)).toISOString().slice(0, 10),
            net: 0,
          })),
        }),
      },
    },
  },
  play: async () => {
    await expect(await screen.findByText(t('spending.overview.empty'), {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('tabpanel')).toHaveTextContent('0,00 €');
  },
};
