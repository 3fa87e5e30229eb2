import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { textsIn, withScreen } from '../../stories/screen';
import { WithdrawPage } from './withdraw-page';
import { panelScreen } from '../../shared/profile-panel/panel-screen';

const t = textsIn('fi');

/**
 * What may be withdrawn: 110 € cash of which 10 € reserved, 50 € bonus money; the bank method, 10-5000 €. The panel's
 * player has free spins too, so every withdrawal warns first.
 */
const init = (overrides: { cashBalance?: number; promoBalance?: number } = {}) =>
  player.get('/payment/initWithdraw', {
    success: true,
    totalBalance: 160,
    cashBalance: 110,
    promoBalance: 50,
    cashReserve: 10,
    methods: [{ method: 'trustly', minAmount: { EUR: 10 }, maxAmount: { EUR: 5000 } }],
    ...overrides,
  });

const withdrawScreen = (handlers: Parameters<typeof panelScreen>[1] = {}) =>
  panelScreen(['withdraw'], { initWithdraw: init(), ...handlers });

const meta = {
  title: 'Screens/Panel/Withdraw',
  component: WithdrawPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: withdrawScreen(),
} satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = () => screen.findByRole('textbox', { name: t('panel.withdraw.amount') }, { timeout: 5000 });
const submit = () => screen.getByRole('button', { name: t('panel.withdraw.submit') });

/** What the player has and may withdraw, the field and the button, which waits for an amount (the baseline). */
export const AllStates: Story = {
  name: 'Form (baseline)',
  play: async () => {
    await amountField();
    await expect(screen.getByText(t('panel.withdraw.withdrawable'))).toBeVisible();
    await expect(submit()).toBeDisabled();
  },
};

/** Bonus money would be lost: the warning comes before anything is sent. */
export const Warning: Story = {
  play: async () => {
    await userEvent.type(await amountField(), '40{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: t('panel.withdraw.warningTitle') });
    await expect(within(dialog).getByRole('button', { name: t('panel.withdraw.warningCancel') })).toHaveFocus();
  },
};

/** Requested: the way to the pending withdrawals, where it can still be cancelled. */
export const Requested: Story = {
  parameters: withdrawScreen({
    withdraw: player.post('/payment/withdraw', { success: true }),
  }),
  play: async () => {
    await userEvent.type(await amountField(), '40{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: t('panel.withdraw.warningConfirm') }));
    await expect(await screen.findByText(t('panel.withdraw.done'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('panel.pages.pending-withdraws') })).toBeVisible();
  },
};

/** The server refused: the message with its code, and a way to try again. */
export const Refused: Story = {
  parameters: withdrawScreen({
    withdraw: player.refuse('post', '/payment/withdraw', { success: false, errorCode: 127, error: 'Blocked' }, 403),
  }),
  play: async () => {
    await userEvent.type(await amountField(), '40{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: t('panel.withdraw.warningConfirm') }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('(127)');
    await expect(screen.getByRole('button', { name: t('panel.withdraw.retry') })).toBeVisible();
  },
};

/** Nothing to withdraw: the button takes no press, and the hint says why. */
export const NothingToWithdraw: Story = {
  parameters: withdrawScreen({ initWithdraw: init({ cashBalance: 10 }) }),
  play: async () => {
    await userEvent.type(await amountField(), '20');
    await expect(submit()).toBeDisabled();
    await expect(screen.getByText(t('panel.withdraw.nothing'))).toBeVisible();
  },
};

/** A risk block (235): the withdraw-specific message with the code. */
export const Blocked: Story = {
  parameters: withdrawScreen({
    initWithdraw: player.refuse('get', '/payment/initWithdraw', { success: false, errorCode: 235, error: 'Risk' }, 403),
  }),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('errors.withdrawBlocked'));
  },
};
