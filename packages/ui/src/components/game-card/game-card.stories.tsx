import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { games, longGameTitle } from '../../fixtures/casino';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow } from '../../fixtures/story-kit';
import { GameCard, type GameCardProps } from './game-card';

const [bookOfDead, sweetBonanza] = games as [(typeof games)[number], (typeof games)[number]];

const meta = {
  title: 'Casino/GameCard',
  component: GameCard,
  tags: ['autodocs'],
  args: {
    title: bookOfDead.title,
    provider: bookOfDead.provider,
    image: bookOfDead.image,
    playLabel: 'Pelaa',
    playHref: '#peli/book-of-dead/pelaa',
    favourite: false,
    favouriteLabel: `Suosikki: ${bookOfDead.title}`,
    onFavouriteChange: fn(),
  },
  render: function Render(args) {
    const [favourite, setFavourite] = useState(args.favourite);
    return (
      <div className="w-52 max-w-full">
        <GameCard
          {...args}
          favourite={favourite}
          onFavouriteChange={
            args.onFavouriteChange &&
            ((next) => {
              setFavourite(next);
              args.onFavouriteChange?.(next);
            })
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: the image loads lazily. The favourite toggle works with the keyboard and the pointer. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('srcset', bookOfDead.image.srcSet);
    const toggle = canvas.getByRole('button', { name: 'Suosikki: Book of Dead' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(false);
    const play = canvas.getByRole('link', { name: 'Pelaa' });
    await expect(play).toHaveAttribute('href', '#peli/book-of-dead/pelaa');
    await expect(play).toHaveAccessibleDescription('Book of Dead');
  },
};

/** In the first screenful the image loads eagerly, at the browser's own priority. */
export const AboveTheFold: Story = {
  args: { aboveTheFold: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'auto');
  },
};

/** The page's first card: its image, the likely LCP, loads eagerly with high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const Favourite: Story = { args: { favourite: true } };

export const NewGame: Story = {
  args: { title: sweetBonanza.title, provider: sweetBonanza.provider, image: sweetBonanza.image, newLabel: 'Uusi' },
};

/** Logged out: no favourite toggle. */
export const LoggedOut: Story = {
  args: { onFavouriteChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A game the CMS gave no picture: a play mark on the media area instead of an empty image. */
export const WithoutArtwork: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="game-card-no-image"]')).not.toBeNull();
  },
};

export const LongFinnishText: Story = {
  args: { title: longGameTitle, provider: 'Pohjoismainen pelistudio', newLabel: 'Uutuus', playLabel: 'Pelaa nyt' },
  decorators: [
    (Story) => (
      <div className="w-36">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-slot="game-card"]')!);
  },
};

const card = (props: Partial<GameCardProps>) => (
  <GameCard
    title={bookOfDead.title}
    provider={bookOfDead.provider}
    image={bookOfDead.image}
    aboveTheFold
    playLabel="Pelaa"
    playHref="#peli"
    favouriteLabel="Suosikki"
    onFavouriteChange={() => {}}
    {...props}
  />
);

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
      <State label="Perus">{card({})}</State>
      <State label="Suosikki">{card({ favourite: true })}</State>
      <State label="Uusi">
        {card({
          title: sweetBonanza.title,
          provider: sweetBonanza.provider,
          image: sweetBonanza.image,
          newLabel: 'Uusi',
        })}
      </State>
      <State label="Kirjautumaton">{card({ onFavouriteChange: undefined })}</State>
      <State label="Ei kuvaa">{card({ image: undefined })}</State>
      <State label="Pitkä teksti">
        {card({ title: longGameTitle, provider: 'Pohjoismainen pelistudio', newLabel: 'Uutuus' })}
      </State>
    </States>
  ),
};
