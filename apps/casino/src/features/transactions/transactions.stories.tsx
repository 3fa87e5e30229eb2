import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import * as login from '../../routes/login';
import * as transactionsRoute from '../../routes/transactions';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { TransactionsPanelPage } from './transaction-panel-pages';
import { panelOpenOn } from '../../shared/profile-panel/panel-story';
import { deposits, gameActions, withdrawals } from './story-answers';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/Transactions',
  component: TransactionsPanelPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: screenParameters(
    { path: '/', pages: panelOpenOn('transactions'), session: 'player' },
    { deposits: deposits(3), withdrawals: withdrawals(2), gameActions: gameActions(5) },
  ),
} satisfies Meta<typeof TransactionsPanelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deposits, withdrawals and game actions, each a row to its list (the visual baseline). */
export const AllStates: Story = {
  name: 'Lists (baseline)',
  play: async () => {
    const menu = await screen.findByRole('list', { name: t('panel.transactions.menuLabel') });
    await expect(within(menu).getAllByRole('button')).toHaveLength(3);
    await expect(within(menu).getByRole('button', { name: t('panel.pages.game-actions') })).toBeVisible();
  },
};

/** The withdrawals, with the way to the pending ones while there are any. */
export const Withdrawals: Story = {
  parameters: { screen: { pages: panelOpenOn('transactions', 'withdraws') } },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: new RegExp(t('panel.pages.pending-withdraws')) }),
    ).toBeVisible();
    await expect(await screen.findAllByText(t('panel.transactions.statusPending'))).not.toHaveLength(0);
  },
};

/**
 * The route /profile/transactions/gameactions: the list as a page on a phone; on a desktop the same list behind the
 * panel, which opens on it.
 */
export const GameActionsRoute: Story = {
  name: 'Route: game actions',
  parameters: {
    screen: {
      path: '/profile/transactions/gameactions',
      pages: { TRANSACTIONS_GAMES: transactionsRoute, LOGIN: login },
    },
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: t('panel.pages.game-actions') })).toBeVisible();
    await expect(
      await screen.findAllByRole('navigation', {
        name: t('panel.transactions.pagesOf', { list: t('panel.pages.game-actions') }),
      }),
    ).not.toHaveLength(0);
  },
};
