import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { player } from '../../../stories/contract-handlers';
import { textsIn, withScreen } from '../../../stories/screen';
import ProfilePage from '../../profile-panel/pages/profile';
import { panelPlayer, panelScreen } from './panel-screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/Shell',
  component: ProfilePage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: panelScreen([]),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (name = t('panel.pages.profile')) => screen.findByRole('dialog', { name }, { timeout: 5000 });

/**
 * The landing page (the visual baseline): the desktop dropdown, 450 px, at 1280; the side sheet at 390. The player,
 * the balance with cash, bonus money and the wagering bar, the rows with the bonus count, log out.
 */
export const AllStates: Story = {
  name: 'Landing page (baseline)',
  play: async () => {
    const dialog = await panel();
    await expect(await within(dialog).findByText('Onnekas77')).toBeVisible();
    // The wagering bar and the count of bonuses come with their own calls, which may answer after the player's.
    await expect(await within(dialog).findByRole('progressbar', { name: t('panel.landing.wagering') })).toBeVisible();
    await expect(
      await within(dialog).findByRole('button', {
        name: `${t('panel.pages.campaigns')} ${t('panel.landing.bonuses', { count: 3 })}`,
      }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('panel.landing.logout') })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2 })).toHaveFocus());
  },
};

/** Two pages pushed (settings, then user data): the back button, the trail and the 550 px width on desktop. */
export const AfterTwoPushes: Story = {
  parameters: panelScreen(['settings', 'user']),
  play: async () => {
    const dialog = await panel(t('panel.pages.user'));
    const trail = within(dialog).getByRole('navigation', { name: t('panel.shell.trail') });
    await expect(within(trail).getByText(t('panel.pages.profile'))).toBeVisible();
    await expect(within(trail).getByText(t('panel.pages.settings'))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('panel.shell.back') })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('panel.shell.back') }));
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { level: 2, name: t('panel.pages.settings') })).toHaveFocus(),
    );
  },
};

/** Escape closes the panel. */
export const Keyboard: Story = {
  play: async () => {
    await panel();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The balance on its way: skeletons where the money goes. */
export const Loading: Story = {
  parameters: panelScreen([], { balance: player.pending('get', '/player/balance') }),
  play: async () => {
    const dialog = await panel();
    await expect(dialog.querySelector('[data-slot="player-summary"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long Finnish nickname wraps inside the panel. */
export const LongFinnishNickname: Story = {
  parameters: panelScreen([], {
    player: player.get('/player', { ...panelPlayer, nickName: 'Pohjois-Pohjanmaan_onnekkain_kasinopelaaja' }),
  }),
  play: async () => {
    const dialog = await panel();
    await expect(await within(dialog).findByText('Pohjois-Pohjanmaan_onnekkain_kasinopelaaja')).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
