import { pointsInEuros } from '@casino/flows';
import { formatEuro } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { textsIn, withScreen } from '../../stories/screen';
import { ProfilePage } from './profile-page';
import { panelBalance, panelLoyalty, panelPlayer, panelScreen } from '../../shared/profile-panel/panel-screen';

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
 * Numbers and money as the page writes them in Finnish, with plain spaces: a text query normalises the page's
 * no-break spaces (1 250, 5,00 €) but not the text it is given.
 */
const plain = (text: string) => text.replace(/\s/g, ' ');
const number = (value: number) => plain(new Intl.NumberFormat('fi-FI').format(value));
const euro = (value: number) => plain(formatEuro(value, 'fi-FI'));

/**
 * The landing page (the visual baseline): the desktop dropdown, 450 px, at 1280; the side sheet at 390. The player,
 * the balance with cash, bonus money and the wagering bar, the loyalty points with their level, the rows with the
 * bonus count, log out.
 */
export const AllStates: Story = {
  name: 'Landing page (baseline)',
  play: async () => {
    const dialog = await panel();
    await expect(await within(dialog).findByText('Onnekas77')).toBeVisible();
    // The wagering bar and the count of bonuses come with their own calls, which may answer after the player's.
    await expect(await within(dialog).findByRole('progressbar', { name: t('panel.landing.wagering') })).toBeVisible();
    await expect(await within(dialog).findByText(number(panelLoyalty.points))).toBeVisible();
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

/**
 * A demo server that converts loyalty points: each conversion takes the points and adds their worth to the bonus
 * money. Each render starts again from the panel player's 1250 points (GET /player opens the session).
 */
function convertingServer() {
  const start = { held: panelLoyalty.points, promo: panelBalance.promo };
  let now = { ...start };
  return {
    player: player.get('/player', () => {
      now = { ...start };
      return panelPlayer;
    }),
    loyalty: player.get('/player/loyalty', () => ({ ...panelLoyalty, points: now.held })),
    balance: player.get('/player/balance', () => ({
      ...panelBalance,
      balance: panelBalance.cash + now.promo,
      promo: now.promo,
    })),
    convert: player.post('/player/convertLoyaltyPoints', async ({ request }) => {
      const points = Number(new URLSearchParams(await request.text()).get('pointAmount'));
      now = { held: now.held - points, promo: now.promo + pointsInEuros(points) };
      return { success: true, points: now.held };
    }),
  };
}

/** Opens the loyalty form on the landing page and types `points`; answers the loyalty section. */
async function typePoints(points: string) {
  const section = await within(await panel()).findByRole('region', { name: t('panel.loyalty.title') });
  await userEvent.click(await within(section).findByRole('button', { name: t('panel.loyalty.convert') }));
  const field = await within(section).findByRole('textbox', { name: t('panel.loyalty.amount') });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, points);
  return section;
}

/** 500 points into bonus money: what they give shows as they are typed; then the points, the balance and a notice. */
export const LoyaltyConverted: Story = {
  parameters: panelScreen([], convertingServer()),
  play: async () => {
    const section = await typePoints('500');
    await expect(within(section).getByText(t('panel.loyalty.worth', { amount: euro(5) }))).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: t('panel.loyalty.submit') }));
    await expect(
      await within(section).findByText(t('panel.loyalty.converted', { points: number(500), amount: euro(5) })),
    ).toBeVisible();
    await expect(within(section).getByText(number(750))).toBeVisible();
    await expect(await within(await panel()).findByText(euro(165))).toBeVisible();
  },
};

/** Points out of bounds are refused before anything is sent: here fewer than 100. */
export const LoyaltyTooFewTyped: Story = {
  parameters: panelScreen([], {
    convert: player.refuse('post', '/player/convertLoyaltyPoints', { success: false, errorCode: 100 }, 500),
  }),
  play: async () => {
    const section = await typePoints('50{Enter}');
    await expect(within(section).getByRole('alert')).toHaveTextContent(t('panel.loyalty.min', { points: number(100) }));
    await expect(within(section).getByRole('textbox', { name: t('panel.loyalty.amount') })).toBeInvalid();
  },
};

/** The server refuses (195, more points than held): its message with the code, the form kept. */
export const LoyaltyRefused: Story = {
  parameters: panelScreen([], {
    convert: player.refuse(
      'post',
      '/player/convertLoyaltyPoints',
      { success: false, errorCode: 195, error: 'You do not have that many points' },
      400,
    ),
  }),
  play: async () => {
    const section = await typePoints('1200{Enter}');
    await expect(await within(section).findByRole('alert')).toHaveTextContent(`${t('errors.195')} (195)`);
  },
};

/** Fewer than 100 points: no conversion, a line on how many are needed and how points are earned. */
export const LoyaltyTooFewPoints: Story = {
  parameters: panelScreen([], {
    loyalty: player.get('/player/loyalty', { success: true, points: 40, level: 'bronze' }),
  }),
  play: async () => {
    const section = await within(await panel()).findByRole('region', { name: t('panel.loyalty.title') });
    await expect(await within(section).findByText(t('panel.loyalty.levels.bronze'))).toBeVisible();
    await expect(within(section).queryByRole('button')).toBeNull();
    await expect(within(section).getByText(new RegExp(t('panel.loyalty.earn')))).toBeVisible();
  },
};
