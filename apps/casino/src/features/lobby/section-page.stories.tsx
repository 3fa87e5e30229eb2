import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Slots, * as slots from '../../routes/slots';
import { content } from '../../stories/contract-handlers';
import { slotGames } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Slots',
  component: Slots,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/pelit', pages: { SLOTS: slots } }),
} satisfies Meta<typeof Slots>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slots index (/pelit): a rail for each slot group with games, then every slot (the visual baseline). */
export const AllStates: Story = {
  name: 'With games (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('lobby.slots.heading') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Suosituimmat' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Uutuudet' })).toBeVisible();
    // Live groups are the live casino's.
    await expect(canvas.queryByRole('region', { name: 'Livepöydät' })).toBeNull();
    const all = canvas.getByRole('region', { name: t('lobby.slots.all') });
    await expect(within(all).getAllByRole('article')).toHaveLength(slotGames.length);
  },
};

/** The content service lists no slots: no rails, and the list says so. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        groupGames: content.get('/games-by-group-id={groupId}', []),
        sectionGames: content.get('/parent-category={parentCategory}', []),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('lobby.slots.empty'))).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
