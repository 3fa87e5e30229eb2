import { formatEuro } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { PendingWithdrawsPanelPage } from './transaction-panel-pages';
import { panelOpenOn } from '../../shared/profile-panel/panel-story';
import { pendingWithdrawals, withdrawals } from './story-answers';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/PendingWithdrawals',
  component: PendingWithdrawsPanelPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: screenParameters(
    { path: '/', pages: panelOpenOn('transactions', 'withdraws', 'pending-withdraws'), session: 'player' },
    {
      withdrawals: pendingWithdrawals,
      cancelWithdraw: player.post('/payment/cancelWithdraw', { success: true }),
    },
  ),
} satisfies Meta<typeof PendingWithdrawsPanelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cancel button of the withdrawal of 250 €. */
const cancelFirst = () =>
  screen.findByRole('button', {
    name: t('panel.transactions.pendingCancelLabel', { amount: formatEuro(250, 'fi-FI') }),
  });

/** Two pending withdrawals, each with its cancel button (the visual baseline). */
export const AllStates: Story = {
  name: 'Pending (baseline)',
  play: async () => {
    await expect(await cancelFirst()).toBeVisible();
    // Each button names its withdrawal ("Peru kotiutus 250,00 €").
    await expect(
      screen.getAllByRole('button', { name: new RegExp(`^${t('panel.transactions.pendingCancel')} `) }),
    ).toHaveLength(2);
  },
};

/** The cancel is on its way: its button spins, the other waits. */
export const Cancelling: Story = {
  parameters: { msw: { handlers: { cancelWithdraw: player.pending('post', '/payment/cancelWithdraw') } } },
  play: async ({ userEvent }) => {
    const cancel = await cancelFirst();
    await userEvent.click(cancel);
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
  },
};

/** Cancelled: the sum is back in the balance, and the list loads again. */
export const Cancelled: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await cancelFirst());
    await expect(await screen.findByText(t('panel.transactions.pendingCancelled'))).toBeVisible();
  },
};

/** The withdrawal was already paid out: the error with its code. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        cancelWithdraw: player.refuse(
          'post',
          '/payment/cancelWithdraw',
          { success: false, errorCode: 195, error: 'No pending withdrawal has this reference' },
          400,
        ),
      },
    },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await cancelFirst());
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.195'));
    await expect(alert).toHaveTextContent('(195)');
  },
};

/** Nothing pending. */
export const Empty: Story = {
  parameters: { msw: { handlers: { withdrawals: withdrawals(0) } } },
  play: async () => {
    await expect(await screen.findByText(t('panel.transactions.pendingEmpty'))).toBeVisible();
  },
};
