import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProvidersPage, * as providers from '../../routes/providers';
import { content } from '../../stories/contract-handlers';
import { suppliers } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Providers',
  component: ProvidersPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/pelivalmistajat', pages: { PROVIDERS: providers } }),
} satisfies Meta<typeof ProvidersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every provider in alphabetical order, with its logo or its name and its number of games; a provider without games
 * shows no number (the visual baseline).
 */
export const AllStates: Story = {
  name: 'With providers (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('lobby.providers.heading') })).toBeVisible();
    const grid = canvas.getByRole('list', { name: t('lobby.providers.heading') });
    const links = within(grid).getAllByRole('link');
    await expect(links).toHaveLength(suppliers.length);
    await expect(links[0]).toHaveAccessibleName(/^Evolution/);
    await expect(within(grid).getByRole('link', { name: /Play'n GO/ })).toHaveAttribute(
      'href',
      '/gameprovider/3/play-n-go',
    );
    await expect(within(grid).getByText(t('lobby.providers.games', { count: 5 }))).toBeVisible();
  },
};

/** The content service lists no providers. */
export const Empty: Story = {
  parameters: { msw: { handlers: { suppliers: content.get('/suppliers', []) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('lobby.providers.empty'))).toBeVisible();
  },
};
