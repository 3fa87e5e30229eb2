import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Favourites, * as favourites from '../../routes/favourites';
import { player } from '../../stories/contract-handlers';
import { favourites as favouriteGames } from '../../stories/fixtures';
import { loadingScreenGone, screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Favourites',
  component: Favourites,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/pelit/suosikit', pages: { FAVOURITES: favourites }, session: 'player' }),
} satisfies Meta<typeof Favourites>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in player's favourite games (the visual baseline). */
export const AllStates: Story = {
  name: 'With games (baseline)',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('playerGames.favourites.heading') }),
    ).toBeVisible();
    const list = await canvas.findByRole('region', { name: t('playerGames.favourites.heading') });
    await expect(within(list).getAllByRole('article')).toHaveLength(favouriteGames.games.length);
    await expect(
      within(list).getByRole('heading', { name: t('lobby.list.count', { count: favouriteGames.games.length }) }),
    ).toBeVisible();
    await loadingScreenGone(canvasElement);
  },
};

/** No favourites yet: how to add one. */
export const Empty: Story = {
  parameters: { msw: { handlers: { favourites: player.get('/games/favourites', { success: true, games: [] }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('playerGames.favourites.empty'))).toBeVisible();
  },
};

/** The list is on its way: a skeleton, announced as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { favourites: player.pending('get', '/games/favourites') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('playerGames.favourites.heading') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('status', { name: t('playerGames.list.loading') })).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
