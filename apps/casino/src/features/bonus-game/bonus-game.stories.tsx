import type { PlayerComponents } from '@casino/api-client';
import { formatEuro } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import BonusGame, * as bonusGame from '../../routes/bonus-game';
import * as login from '../../routes/login';
import { player } from '../../stories/contract-handlers';
import { loadingScreenGone, screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

type Reward = PlayerComponents['schemas']['BonusGameReward'];

/** The server's rewards (apps/api/src/bonuses/bonuses.ts). */
const rewards: Reward[] = [
  { reference: 'bg-1', type: 'bonusMoney', amount: 1, title: '1.00 € bonus' },
  { reference: 'bg-2', type: 'freeSpins', amount: 10, title: '10 free spins' },
  { reference: 'bg-3', type: 'bonusMoney', amount: 2, title: '2.00 € bonus' },
  { reference: 'bg-4', type: 'freeSpins', amount: 20, title: '20 free spins' },
  { reference: 'bg-5', type: 'cash', amount: 5, title: '5.00 € cash' },
];

/** The bar's value in words, as the page formats it: "12,50 € / 50,00 €". */
const euros = (wagered: number, needed: number) => `${formatEuro(wagered, 'fi-FI')} / ${formatEuro(needed, 'fi-FI')}`;

/** The progress answer after `wagered` euros, 50 € a round. */
const progressAt = (wagered: number) => {
  const done = Math.min(Math.floor(wagered / 50), rewards.length);
  return {
    success: true,
    wagered,
    wagerPerRound: 50,
    rounds: rewards.map((reward, index) => ({
      round: index + 1,
      completed: index < done,
      reward: index < done ? reward : null,
    })),
  };
};

/** What the progress answers in the stories that change it while they run. */
let wagered = 112.5;
let failing = false;

const meta = {
  title: 'Screens/Bonus game',
  component: BonusGame,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => {
    wagered = 112.5;
    failing = false;
  },
  parameters: screenParameters(
    { path: '/bonuspeli', pages: { BONUSGAME: bonusGame, LOGIN: login }, session: 'player' },
    {
      bonusGameRounds: player.get('/bonus-game/progress', progressAt(112.5)),
      rewards: player.get('/bonus-game/rewards', { success: true, rewards }),
    },
  ),
} satisfies Meta<typeof BonusGame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rounds done, the third under way: 12,50 € of 50 € toward it (the visual baseline). */
export const AllStates: Story = {
  name: 'Under way (baseline)',
  play: async ({ canvas, canvasElement }) => {
    const board = await canvas.findByRole('list', { name: t('bonusGame.board.label') });
    const rounds = within(board).getAllByRole('listitem');
    await expect(rounds).toHaveLength(5);
    await expect(rounds[0]).toHaveTextContent(t('bonusGame.board.completed'));
    await expect(rounds[2]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('progressbar', { name: t('bonusGame.board.progress') })).toHaveAttribute(
      'aria-valuetext',
      euros(12.5, 50),
    );
    await expect(canvas.getByText(t('bonusGame.board.summary', { completed: 2, total: 5 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('bonusGame.board.play') })).toHaveAttribute('href', '/');
    await loadingScreenGone(canvasElement);
  },
};

/** Nothing played yet: the first round is next, every reward is shown ahead. */
export const Start: Story = {
  parameters: { msw: { handlers: { bonusGameRounds: player.get('/bonus-game/progress', progressAt(0)) } } },
  play: async ({ canvas }) => {
    const board = await canvas.findByRole('list', { name: t('bonusGame.board.label') });
    await expect(within(board).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(within(board).getByText(t('bonusGame.reward.cash', { amount: '5 €' }))).toBeVisible();
  },
};

/** Every round completed: no bar, and the page says so. */
export const AllCompleted: Story = {
  parameters: { msw: { handlers: { bonusGameRounds: player.get('/bonus-game/progress', progressAt(260)) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('bonusGame.board.allDone'))).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: t('bonusGame.board.progress') })).toBeNull();
  },
};

/** The rounds are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { bonusGameRounds: player.pending('get', '/bonus-game/progress') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: t('bonusGame.page.loading') })).toBeVisible();
  },
};

/** The rounds cannot be loaded: the message and a retry, which loads them. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        bonusGameRounds: player.get('/bonus-game/progress', ({ refuse }) =>
          failing ? refuse({ success: false, errorCode: 100, error: 'Down' }, 500) : progressAt(112.5),
        ),
      },
    },
  },
  beforeEach: () => {
    failing = true;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(t('bonusGame.page.error'))).toBeVisible();
    failing = false;
    await userEvent.click(canvas.getByRole('button', { name: t('bonusGame.page.retry') }));
    await expect(await canvas.findByRole('list', { name: t('bonusGame.board.label') })).toBeVisible();
  },
};

/** Shown again (back from a game in another tab): the rounds load again and the bar moves. */
export const ShownAgain: Story = {
  parameters: {
    msw: {
      handlers: {
        bonusGameRounds: player.get('/bonus-game/progress', () => progressAt(wagered)),
      },
    },
  },
  play: async ({ canvas }) => {
    const bar = () => canvas.getByRole('progressbar', { name: t('bonusGame.board.progress') });
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuetext', euros(12.5, 50)));
    wagered = 137.5;
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuetext', euros(37.5, 50)));
  },
};
