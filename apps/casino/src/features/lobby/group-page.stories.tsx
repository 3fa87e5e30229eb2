import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import GroupPage, * as gameGroup from '../../routes/game-group';
import { emptyGroup, groupGames, popularGroup } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');
const popularGames = groupGames[popularGroup.id]!;

const meta = {
  title: 'Screens/Game group',
  component: GroupPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({
    path: `/games/${popularGroup.id}/${popularGroup.slug}`,
    pages: { SLOTS_GROUP: gameGroup, LIVE_GROUP: gameGroup },
  }),
} satisfies Meta<typeof GroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slot group with its title, description and all its games (the visual baseline). */
export const AllStates: Story = {
  name: 'With games (baseline)',
  play: async ({ canvas }) => {
    const title = popularGroup.translations!.fi!;
    await expect(await canvas.findByRole('heading', { level: 1, name: title.title })).toBeVisible();
    await expect(canvas.getByText(title.description!)).toBeVisible();
    const list = canvas.getByRole('region', { name: title.title });
    await expect(
      within(list).getByRole('heading', { name: t('lobby.list.count', { count: popularGames.length }) }),
    ).toBeVisible();
    await expect(within(list).getAllByRole('article')).toHaveLength(popularGames.length);
  },
};

/** A group without games says so. */
export const Empty: Story = {
  parameters: { screen: { path: `/games/${emptyGroup.id}/${emptyGroup.slug}` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jackpotit' })).toBeVisible();
    await expect(canvas.getByText(t('lobby.group.empty'))).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
