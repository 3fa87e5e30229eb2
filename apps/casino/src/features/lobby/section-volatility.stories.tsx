import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import Slots, * as slots from '../../routes/slots';
import { slotGames } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Slots by volatility',
  component: Slots,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/pelit?volatility=high', pages: { SLOTS: slots } }),
} satisfies Meta<typeof Slots>;

export default meta;
type Story = StoryObj<typeof meta>;

const highGames = slotGames.filter((game) => game.volatility === 'high');

/**
 * The slots index narrowed to one volatility class (/pelit?volatility=high, the visual baseline): the class chosen
 * in the filter, no rails, and only that class's games, each tile saying so.
 */
export const AllStates: Story = {
  name: 'High volatility (baseline)',
  play: async ({ canvas }) => {
    const all = await canvas.findByRole('region', { name: t('lobby.slots.all') });
    await waitFor(() => expect(within(all).getAllByRole('article')).toHaveLength(highGames.length));
    for (const tile of within(all).getAllByRole('article'))
      await expect(within(tile).getByText(t('lobby.volatility.high'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('lobby.volatilityFilter.high') })).toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Suosituimmat' })).toBeNull();
  },
};

/** Choosing another class narrows the list to it; "Kaikki" brings back the rails and every game. */
export const ChooseAnother: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: t('lobby.slots.all') });
    await userEvent.click(canvas.getByRole('radio', { name: t('lobby.volatilityFilter.low') }));
    const low = slotGames.filter((game) => game.volatility === 'low');
    // The list is a new one for the class chosen.
    const tiles = () => within(canvas.getByRole('region', { name: t('lobby.slots.all') })).getAllByRole('article');
    // As many low games as there were high ones: wait for their words, not for their count.
    await waitFor(() => {
      expect(tiles()).toHaveLength(low.length);
      for (const tile of tiles()) expect(within(tile).getByText(t('lobby.volatility.low'))).toBeVisible();
    });
    await userEvent.click(canvas.getByRole('radio', { name: t('lobby.volatilityFilter.all') }));
    await expect(await canvas.findByRole('region', { name: 'Suosituimmat' })).toBeVisible();
  },
};
