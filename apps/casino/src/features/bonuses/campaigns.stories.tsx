import type { PlayerComponents } from '@casino/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { balance } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { Campaigns } from './campaigns';
import { panelOpenOn } from '../../shared/profile-panel/panel-story';

const t = textsIn('fi');

type Schemas = PlayerComponents['schemas'];

const campaigns: Schemas['DepositCampaign'][] = [
  {
    campaignId: 1,
    title: 'Tervetuliaisbonus',
    minDepositAmount: 10,
    maxPromoLimit: 100,
    freeSpinAmount: 20,
    turnoverFactor: 30,
  },
  {
    campaignId: 2,
    title: 'Viikonlopun buusti',
    minDepositAmount: 20,
    maxPromoLimit: 200,
    freeSpinAmount: 50,
    turnoverFactor: 25,
  },
  {
    campaignId: 3,
    title: 'Suurpelaajan talletusbonus',
    minDepositAmount: 100,
    maxPromoLimit: 500,
    freeSpinAmount: 0,
    turnoverFactor: 20,
  },
];

const games = [
  { translation: 'Book of Dead', friendlyName: 'book-of-dead' },
  { translation: 'Gates of Olympus', friendlyName: 'gates-of-olympus' },
  { translation: 'Starburst', friendlyName: 'starburst' },
];

/** Bonus `id`: cancellable but for every third, expiring 8.3.2026 onwards. */
const bonus = (id: number): Schemas['FreeSpinBonus'] => ({
  freeSpinsBonusId: id,
  name: id === 1 ? 'Tervetuliaisbonuksen ilmaiskierrokset' : `Ilmaiskierrokset ${id}`,
  games: [games[id % games.length]!],
  freeSpins: 20 - (id % 4) * 5,
  total: 20,
  turnoverFactor: 30,
  expirationTime: new Date(Date.UTC(2026, 2, 7 + id, 21, 59, 59)).toISOString(),
  createdTime: new Date(Date.UTC(2026, 2, id, 12)).toISOString(),
  cancellable: id % 3 !== 0,
});

/** `count` bonuses, 10 a page, answering the page asked for. */
const freeSpins = (count: number) =>
  player.get('/player/bonuses/freeSpins', ({ url }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const ids = Array.from({ length: count }, (_, index) => index + 1).slice((page - 1) * 10, page * 10);
    return { success: true, bonuses: { count }, pageCount: Math.ceil(count / 10), transactions: ids.map(bonus) };
  });

const campaignList = (list: Schemas['DepositCampaign'][]) =>
  player.get('/campaigns/depositCampaigns', { success: true, campaigns: list });

const meta = {
  title: 'Screens/Panel/Campaigns',
  component: Campaigns,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: screenParameters(
    { path: '/', pages: panelOpenOn('campaigns'), session: 'player' },
    {
      // 750 € of 3 000 € wagered.
      balance: player.get('/player/balance', { ...balance, currentTurnover: 2250, totalTurnover: 3000 }),
      campaigns: campaignList(campaigns),
      freeSpins: freeSpins(2),
      cancel: player.post('/player/bonuses/freeSpins/cancel', { success: true }),
    },
  ),
} satisfies Meta<typeof Campaigns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of the first bonus. */
const firstBonus = async () =>
  (await screen.findByText('Tervetuliaisbonuksen ilmaiskierrokset')).closest<HTMLElement>(
    '[data-slot="free-spin-card"]',
  )!;

/** The wagering bar, three campaigns and two free-spin bonuses with their terms (the visual baseline). */
export const AllStates: Story = {
  name: 'With free spins (baseline)',
  play: async () => {
    await expect(await screen.findByText('750,00 € / 3 000,00 €')).toBeVisible();
    await expect(await screen.findByText('Viikonlopun buusti')).toBeVisible();
    const card = await firstBonus();
    await expect(within(card).getByText('30x')).toBeVisible();
    await expect(within(card).getByText('8.3.2026')).toBeVisible();
    await expect(within(card).getByRole('button', { name: t('panel.campaigns.cancelBonus') })).toBeVisible();
  },
};

/** More than 10 of each: both lists paged, 10 a page. */
export const Paged: Story = {
  parameters: {
    msw: {
      handlers: {
        freeSpins: freeSpins(23),
        campaigns: campaignList(
          Array.from({ length: 12 }, (_, index) => ({ ...campaigns[index % 3]!, campaignId: index + 1 })),
        ),
      },
    },
  },
  play: async () => {
    // The two lists load on their own; each pagination is named by its list.
    for (const heading of ['panel.campaigns.depositHeading', 'panel.campaigns.freeSpinsHeading'] as const)
      await expect(
        await screen.findByRole('navigation', { name: t('panel.transactions.pagesOf', { list: t(heading) }) }),
      ).toBeVisible();
  },
};

/** No campaigns, no free spins and nothing to wager. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        freeSpins: freeSpins(0),
        campaigns: campaignList([]),
        balance: player.get('/player/balance', balance),
      },
    },
  },
  play: async () => {
    await expect(await screen.findByText(t('panel.campaigns.freeSpinsEmpty'))).toBeVisible();
    await expect(screen.getByText(t('panel.campaigns.depositEmpty'))).toBeVisible();
    await expect(screen.getByText(t('panel.campaigns.noWagering'))).toBeVisible();
  },
};

/** The cancel is on its way: the spinner on its button. */
export const Cancelling: Story = {
  parameters: { msw: { handlers: { cancel: player.pending('post', '/player/bonuses/freeSpins/cancel') } } },
  play: async ({ userEvent }) => {
    const cancel = within(await firstBonus()).getByRole('button', { name: t('panel.campaigns.cancelBonus') });
    await userEvent.click(cancel);
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
  },
};

/** Cancelled: the notice for 5 s, and the list loaded again on page 1. */
export const Cancelled: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(within(await firstBonus()).getByRole('button', { name: t('panel.campaigns.cancelBonus') }));
    await expect(await screen.findByText(t('notices.cancelActiveBonus'))).toBeVisible();
  },
};

/** The cancel is refused: the message of its code for 5 s, and the list loaded again on page 1. */
export const CancelFailed: Story = {
  name: 'Cancel error',
  parameters: {
    msw: {
      handlers: {
        cancel: player.refuse(
          'post',
          '/player/bonuses/freeSpins/cancel',
          { success: false, errorCode: 195, error: 'No cancellable bonus has this id' },
          400,
        ),
      },
    },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(within(await firstBonus()).getByRole('button', { name: t('panel.campaigns.cancelBonus') }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.195'));
  },
};

/** The lists cannot be loaded: each says so, with a retry. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        freeSpins: player.refuse(
          'get',
          '/player/bonuses/freeSpins',
          { success: false, errorCode: 100, error: 'Unexpected error' },
          500,
        ),
        campaigns: player.refuse(
          'get',
          '/campaigns/depositCampaigns',
          { success: false, errorCode: 100, error: 'Unexpected error' },
          500,
        ),
      },
    },
  },
  play: async () => {
    await expect(await screen.findByText(t('panel.campaigns.freeSpinsError'))).toBeVisible();
    await expect(await screen.findByText(t('panel.campaigns.depositError'))).toBeVisible();
  },
};

/** Before a first deposit the campaigns ask for payment details (125). */
export const NeedsFirstDeposit: Story = {
  parameters: {
    msw: {
      handlers: {
        campaigns: player.refuse(
          'get',
          '/campaigns/depositCampaigns',
          { success: false, errorCode: 125, error: 'Add your payment details with a first deposit' },
          400,
        ),
      },
    },
  },
  play: async () => {
    await expect(await screen.findByText(t('errors.125'))).toBeVisible();
  },
};
