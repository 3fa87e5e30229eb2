import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as login from '../../routes/login';
import ProfileLimits, * as profileLimits from '../../routes/profile-limits';
import { player } from '../../stories/contract-handlers';
import { limits } from '../../stories/fixtures';
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

/** The player's limits have replaced the defaults shown while they load. */
const limitsLoaded = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  waitFor(() => expect(canvas.getByRole('region', { name: t('limits.loss.heading') }).closest('[inert]')).toBeNull(), {
    timeout: 5000,
  });

/**
 * A logged-in player's limits: the loss limits with what is used and a pending change, the deposit limits, the
 * reality check (off) and the cool-off (the visual baseline).
 */
export const AllStates: Story = {
  name: 'With limits (baseline)',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('limits.page.heading') })).toBeVisible();
    await limitsLoaded(canvas);
    const loss = canvas.getByRole('region', { name: t('limits.loss.heading') });
    await expect(within(loss).getByText(t('limits.loss.dailyLoss'))).toBeVisible();
    await expect(within(loss).getByText(t('limits.loss.newAmount'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${t('limits.deposit.weeklyDeposit')}`) }),
    ).toBeVisible();
    await expect(canvas.getByText(t('limits.coolOff.intro'))).toBeVisible();
    await loadingScreenGone(canvasElement);
  },
};

/** The limits are on their way: the defaults (spec 3) stand in, dimmed and inert. */
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

/** The limits without deposit limits, as the deposit leaves a FIN player here to set them (Finland's rule). */
const withoutDepositLimits = {
  ...limits,
  depositLimits: limits.depositLimits.map((entry) => ('ammount' in entry ? { ...entry, ammount: 0 } : entry)),
};

/**
 * Sent by the deposit: every deposit-limit section open; a daily limit is saved (its success message), and a monthly
 * one below it is refused by the cross rule.
 */
export const FromDeposit: Story = {
  name: 'Setting deposit limits',
  parameters: {
    screen: { path: '/profile/limits?next=deposit' },
    msw: {
      handlers: {
        limits: player.get('/player/limits', withoutDepositLimits),
        setDepositLimits: player.post('/player/limit/deposit', {
          ...withoutDepositLimits,
          depositLimits: withoutDepositLimits.depositLimits.map((entry) =>
            'dailyDeposit' in entry ? { ...entry, ammount: 500 } : entry,
          ),
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await limitsLoaded(canvas);
    const region = (period: 'daily' | 'monthly') =>
      canvas.findByRole('region', { name: new RegExp(`^${t(`limits.deposit.${period}Deposit`)}`) }, { timeout: 5000 });
    const daily = await region('daily');
    await userEvent.type(within(daily).getByRole('textbox', { name: t('limits.form.amount') }), '500');
    await userEvent.click(within(daily).getByRole('button', { name: t('limits.form.submit') }));
    await expect(await within(daily).findByText(t('notices.updateSuccess'))).toBeVisible();
    const monthly = await region('monthly');
    await userEvent.type(within(monthly).getByRole('textbox', { name: t('limits.form.amount') }), '100{Enter}');
    await expect(within(monthly).getByText(t('limits.form.noLowerThan.daily'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('limits.deposit.continue') })).toBeNull();
  },
};

/** Sent by the deposit, with the daily and monthly deposit limits set: the way back to the deposit. */
export const BackToDeposit: Story = {
  name: 'Deposit limits set, back to the deposit',
  parameters: { screen: { path: '/profile/limits?next=deposit' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('limits.deposit.ready'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('limits.deposit.continue') })).toBeVisible();
  },
};

/** A loss limit's change form, opened in its card: above the weekly limit, refused by the cross rule. */
export const ChangingLossLimit: Story = {
  name: 'Changing a loss limit',
  play: async ({ canvas }) => {
    await limitsLoaded(canvas);
    const loss = canvas.getByRole('region', { name: t('limits.loss.heading') });
    await userEvent.click(within(loss).getAllByRole('button', { name: t('limits.loss.change') })[0]!);
    const amount = within(loss).getByRole('textbox', { name: t('limits.form.amount') });
    await userEvent.clear(amount);
    await userEvent.type(amount, '300{Enter}');
    await expect(within(loss).getByText(t('limits.form.noHigherThan.weekly'))).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The reality check, off, switched on at 30 minutes and saved: what it says it saved. */
export const SettingRealityCheck: Story = {
  name: 'Switching the reality check on',
  parameters: {
    msw: {
      handlers: {
        setRealityCheck: player.post('/player/limit/time', {
          success: true,
          minutes: 30,
          nextCheckTime: '2026-03-01T19:22:05Z',
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await limitsLoaded(canvas);
    const heading = canvas.getByRole('heading', { name: t('limits.realityCheck.heading') });
    const card = within(heading.closest<HTMLElement>('[data-slot="card"]')!);
    await expect(await card.findByText(new RegExp(t('limits.realityCheck.isOff')))).toBeVisible();
    await userEvent.click(card.getByRole('radio', { name: t('limits.realityCheck.minutes', { count: 30 }) }));
    await userEvent.click(card.getByRole('button', { name: t('limits.realityCheck.save') }));
    await expect(await card.findByText(t('limits.realityCheck.savedOn', { count: 30 }))).toBeVisible();
    await heading.scrollIntoView({ block: 'start' });
  },
};
