import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { AccountPrompts } from './account-prompts';
import { player } from '../../stories/contract-handlers';
import { limits } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

/** The daily limit raised from 50 to 80 € and the monthly one removed: both have waited their time. */
const awaiting = {
  ...limits,
  trueLimits: {
    dailyLoss: { amount: 50, newAmount: 80, increasingToBeConfirmed: true },
    weeklyLoss: { amount: 200, increasingToBeConfirmed: false },
    monthlyLoss: { amount: 500, newAmount: 0, increasingToBeConfirmed: true },
  },
};

const meta = {
  title: 'Screens/Modals/LossLimitConfirmation',
  component: AccountPrompts,
  tags: ['autodocs'],
  decorators: [withScreen],
  // The layout's prompts poll the limits of a logged-in player: a raise awaits confirmation.
  parameters: screenParameters(
    { path: '/', pages: { HOME: { default: () => null } }, session: 'player' },
    {
      limits: player.get('/player/limits', awaiting),
      setLossLimits: player.post('/player/limit/loss', limits),
    },
  ),
} satisfies Meta<typeof AccountPrompts>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: t('limits.confirmation.title') }, { timeout: 5000 }));

/** What awaits: each raised or removed limit from its amount to the new one (the visual baseline). */
export const AllStates: Story = {
  name: 'Awaiting confirmation (baseline)',
  play: async () => {
    const modal = await dialog();
    await expect(modal.getAllByRole('term').map((term) => term.textContent)).toEqual([
      t('limits.loss.dailyLoss'),
      t('limits.loss.monthlyLoss'),
    ]);
    await expect(modal.getAllByRole('definition')[1]).toHaveTextContent(t('limits.confirmation.noLimit'));
    await expect(modal.getByRole('button', { name: t('limits.confirmation.confirmAll') })).toBeVisible();
  },
};

/** Confirmed: the new limits are in effect. */
export const Confirmed: Story = {
  play: async ({ userEvent }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: t('limits.confirmation.confirmAll') }));
    await expect(await modal.findByText(t('limits.confirmation.confirmed'))).toBeVisible();
    await expect(modal.getByRole('button', { name: t('limits.confirmation.done') })).toBeVisible();
  },
};

/** Cancelled: the current limits stay. */
export const Cancelled: Story = {
  play: async ({ userEvent }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: t('limits.confirmation.cancelAll') }));
    await expect(await modal.findByText(t('limits.confirmation.cancelled'))).toBeVisible();
  },
};

/** The call waits: both buttons are disabled, the chosen one shows it is busy. */
export const Waiting: Story = {
  parameters: { msw: { handlers: { setLossLimits: player.pending('post', '/player/limit/loss') } } },
  play: async ({ userEvent }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: t('limits.confirmation.confirmAll') }));
    await expect(modal.getByRole('button', { name: t('limits.confirmation.cancelAll') })).toBeDisabled();
  },
};

/** Refused (a cool-off began meanwhile): the message with its code, and the choice stays open. */
export const Refused: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        setLossLimits: player.refuse(
          'post',
          '/player/limit/loss',
          { success: false, errorCode: 217, error: 'Cool-off in force' },
          403,
        ),
      },
    },
  },
  play: async ({ userEvent }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: t('limits.confirmation.confirmAll') }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('217');
    await expect(modal.getByRole('button', { name: t('limits.confirmation.confirmAll') })).toBeEnabled();
  },
};
