import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Home, * as home from '../../routes/home';
import { newGroup, popularGroup } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const fi = textsIn('fi');
const en = textsIn('en');

const meta = {
  title: 'Screens/Home',
  component: Home,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/', pages: { HOME: home } }),
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page of a visitor in Finnish: a rail for each slot and live group that has games (the visual baseline). */
export const AllStates: Story = {
  name: 'Visitor (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: fi('home.page.heading') })).toBeVisible();
    const popular = await canvas.findByRole('region', { name: popularGroup.translations!.fi!.title });
    await expect(within(popular).getByRole('article', { name: 'Book of Dead' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: newGroup.translations!.fi!.title })).toBeVisible();
    // The group without games has no rail.
    await expect(canvas.queryByRole('region', { name: 'Jackpotit' })).toBeNull();
    const jackpots = await canvas.findByRole('region', { name: fi('lobby.jackpots.label') });
    await expect(within(jackpots).getByText('Mega Fortune')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: fi('login.payNPlay.button') })).toBeVisible();
  },
};

/** A logged-in player in English: the balance and log out instead of log in and register. */
export const PlayerInEnglish: Story = {
  parameters: { screen: { path: '/en', session: 'player' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en('home.page.heading') })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: en('layout.header.logout') })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /€125\.50/ }))[0]).toBeVisible();
    await expect(canvas.queryByRole('link', { name: en('layout.header.register') })).toBeNull();
  },
};
