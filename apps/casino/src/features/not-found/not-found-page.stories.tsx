import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as gamePlay from '../../routes/game-play';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { NotFoundPage } from './not-found-page';

const fi = textsIn('fi');
const en = textsIn('en');

const meta = {
  title: 'Screens/Not found',
  component: NotFoundPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/ei-ole-olemassa', pages: { GAME_PAGE: gamePlay } }),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path no page owns, in Finnish: the not-found page inside the site, with a way home (the visual baseline). */
export const AllStates: Story = {
  name: 'Unknown path (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: fi('notFound.page.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: fi('notFound.page.homeLink') })).toHaveAttribute('href', '/');
  },
};

/** An unknown game of a known page pattern, in English. */
export const UnknownGame: Story = {
  parameters: { screen: { path: '/en/game/no-such-game/play' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en('notFound.page.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('notFound.page.homeLink') })).toHaveAttribute('href', '/en');
  },
};
