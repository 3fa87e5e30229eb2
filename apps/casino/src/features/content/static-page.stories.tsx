import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ContentPage, * as contentPage from '../../routes/content-page';
import { screenParameters, withScreen } from '../../stories/screen';

const meta = {
  title: 'Screens/Content page',
  component: ContentPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/kayttoehdot', pages: { CONTENT_PAGE: contentPage } }),
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A content page at /{slug}: the terms in Finnish, their title and sanitised body (the visual baseline). */
export const AllStates: Story = {
  name: 'Terms (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Käyttöehdot' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2. Pelitili' })).toBeVisible();
  },
};

/** The English terms at /en/terms. */
export const InEnglish: Story = {
  parameters: { screen: { path: '/en/terms' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(canvas.getByText(/You can set loss and deposit limits/)).toBeVisible();
  },
};
