import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import LiveCasino, * as liveCasino from '../../routes/live-casino';
import { liveGames } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('en');

const meta = {
  title: 'Screens/Live casino',
  component: LiveCasino,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/en/livecasino', pages: { LIVE_CASINO: liveCasino } }),
} satisfies Meta<typeof LiveCasino>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live casino index in English: the live groups' rails, then every live game (the visual baseline). */
export const AllStates: Story = {
  name: 'With games (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('lobby.live.heading') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Live tables' })).toBeVisible();
    const all = canvas.getByRole('region', { name: t('lobby.live.all') });
    await expect(within(all).getAllByRole('article')).toHaveLength(liveGames.length);
  },
};
