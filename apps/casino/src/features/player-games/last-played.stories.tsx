import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import LastPlayed, * as lastPlayed from '../../routes/last-played';
import { player } from '../../stories/contract-handlers';
import { recentGames } from '../../stories/fixtures';
import { loadingScreenGone, screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('en');

const meta = {
  title: 'Screens/Last played',
  component: LastPlayed,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({
    path: '/en/games/last-played',
    pages: { LAST_PLAYED: lastPlayed },
    session: 'player',
  }),
} satisfies Meta<typeof LastPlayed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The games a logged-in player played last, in English (the visual baseline). */
export const AllStates: Story = {
  name: 'With games (baseline)',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('playerGames.recentGames.heading') }),
    ).toBeVisible();
    const list = await canvas.findByRole('region', { name: t('playerGames.recentGames.heading') });
    await expect(within(list).getAllByRole('article')).toHaveLength(recentGames.games.length);
    await loadingScreenGone(canvasElement);
  },
};

/** Nothing played yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { recentGames: player.get('/games/RecentGames', { success: true, games: [] }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('playerGames.recentGames.empty'))).toBeVisible();
  },
};

/** The games cannot be loaded. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        recentGames: player.refuse(
          'get',
          '/games/RecentGames',
          { success: false, errorCode: 100, error: 'Unexpected' },
          500,
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('playerGames.list.error'))).toBeVisible();
  },
};
