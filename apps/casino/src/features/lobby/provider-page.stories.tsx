import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProviderPage, * as provider from '../../routes/provider';
import { playngo } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Provider',
  component: ProviderPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({
    path: `/gameprovider/${playngo.id}/${playngo.slug}`,
    pages: { PROVIDER: provider },
  }),
} satisfies Meta<typeof ProviderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider's page: its name and all its games (the visual baseline). */
export const AllStates: Story = {
  name: 'With games (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: playngo.name })).toBeVisible();
    const list = canvas.getByRole('region', { name: t('lobby.provider.games', { provider: playngo.name }) });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await expect(within(list).getByRole('article', { name: 'Book of Dead' })).toBeVisible();
  },
};

/** A provider without games says so. */
export const Empty: Story = {
  parameters: { screen: { path: '/gameprovider/13/thunderkick' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thunderkick' })).toBeVisible();
    await expect(canvas.getByText(t('lobby.provider.empty'))).toBeVisible();
  },
};
