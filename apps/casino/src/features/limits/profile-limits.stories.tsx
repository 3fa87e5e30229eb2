import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as login from '../../routes/login';
import ProfileLimits, * as profileLimits from '../../routes/profile-limits';
import { player } from '../../stories/contract-handlers';
import { loadingScreenGone, screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Profile limits',
  component: ProfileLimits,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({
    path: '/profile/limits',
    pages: { PROFILE_LIMITS: profileLimits, LOGIN: login },
    session: 'player',
  }),
} satisfies Meta<typeof ProfileLimits>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A logged-in player's limits: the loss limits with what is used and a pending change, the deposit limits and the
 * cool-off (the visual baseline).
 */
export const AllStates: Story = {
  name: 'With limits (baseline)',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('limits.page.heading') })).toBeVisible();
    const loss = await canvas.findByRole('region', { name: t('limits.loss.heading') });
    await expect(within(loss).getByText(t('limits.loss.dailyLoss'))).toBeVisible();
    await expect(within(loss).getByText(t('limits.loss.newAmount'))).toBeVisible();
    await expect(canvas.getByText(t('limits.deposit.weeklyDeposit'))).toBeVisible();
    await expect(canvas.getByText(t('limits.coolOff.inactive'))).toBeVisible();
    await loadingScreenGone(canvasElement);
  },
};

/** The limits are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { limits: player.pending('get', '/player/limits') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: t('limits.page.loading') })).toBeVisible();
  },
};

/** The limits cannot be loaded. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        limits: player.refuse('get', '/player/limits', { success: false, errorCode: 100, error: 'Unexpected' }, 500),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('limits.page.error'))).toBeVisible();
  },
};

/** A visitor is sent to the login page, with the limits page to come back to. */
export const Visitor: Story = {
  parameters: { screen: { session: 'visitor' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('login.page.heading') })).toBeVisible();
  },
};
