import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import GoldRush, * as goldRush from '../../routes/gold-rush';
import { screenParameters, withScreen } from '../../stories/screen';

const meta = {
  title: 'Screens/Gold rush',
  component: GoldRush,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/kultajahti', pages: { GOLD_RUSH: goldRush } }),
} satisfies Meta<typeof GoldRush>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gold rush page of the Finnish site (the visual baseline). */
export const AllStates: Story = {
  name: 'Finnish (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kultajahti' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Palkinnot' })).toBeVisible();
    await expect(canvas.getByText('500 hippua: 60 ilmaiskierrosta')).toBeVisible();
  },
};

/** The Estonian site's page at /et/kullapalavik. */
export const Estonian: Story = {
  parameters: { screen: { path: '/et/kullapalavik' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kullapalavik' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Auhinnad' })).toBeVisible();
  },
};
