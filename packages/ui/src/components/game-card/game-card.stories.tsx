import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

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
    facts: bookOfDead.facts,
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

/**
 * Below the fold: the image loads lazily. The whole tile is one link named by the game (the play label is its
 * description); the favourite toggle comes after it, beside it rather than inside it, and works with the keyboard and
 * the pointer.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('srcset', bookOfDead.image.srcSet);
    const card = canvas.getByRole('article', { name: 'Book of Dead' });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const play = canvas.getByRole('link', { name: 'Book of Dead' });
    await expect(play).toHaveAttribute('href', '#peli/book-of-dead/pelaa');
    await expect(play).toHaveAccessibleDescription('Pelaa');
    const toggle = canvas.getByRole('button', { name: 'Suosikki: Book of Dead' });
    await expect(play.contains(toggle)).toBe(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(play).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(false);
    // A press anywhere on the picture lands on the link (the title's link covers the tile), on the toggle none.
    const picture = canvasElement.querySelector('[data-slot="game-card-media"]')!.getBoundingClientRect();
    const pressed = document.elementFromPoint(picture.left + picture.width / 2, picture.top + picture.height / 2);
    await expect(pressed).toBe(play);
    // The RTP and volatility under the name, in the card's text (the volatility's name for screen readers).
    await expect(card).toHaveTextContent('RTP 96,21 %Volatiliteettikorkea');
    const box = card.getBoundingClientRect();
    // WCAG 2.5.8: the target is the tile, far above 24 px.
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  },
};

/** The link's focus ring is drawn inside the tile (rails and grids clip what sticks out), over the picture. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const play = canvas.getByRole('link', { name: 'Book of Dead' });
    await expect(getComputedStyle(play, '::after').boxShadow).toBe('none');
    await userEvent.tab();
    await expect(play).toHaveFocus();
    await expect(getComputedStyle(play, '::after').boxShadow).not.toBe('none');
    // The play label comes up over the picture with the focus.
    const label = canvas.getByText('Pelaa').closest<HTMLElement>('[data-slot="game-card-play"]')!;
    await waitFor(() => expect(getComputedStyle(label).opacity).toBe('1'));
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
  args: {
    title: sweetBonanza.title,
    provider: sweetBonanza.provider,
    image: sweetBonanza.image,
    facts: sweetBonanza.facts,
    newLabel: 'Uusi',
  },
};

/** A game the catalogue states no RTP or volatility for: no facts line. */
export const WithoutFacts: Story = {
  args: { facts: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="game-card-facts"]')).toBeNull();
  },
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
    facts={bookOfDead.facts}
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
          facts: sweetBonanza.facts,
          newLabel: 'Uusi',
        })}
      </State>
      <State label="Kirjautumaton">{card({ onFavouriteChange: undefined })}</State>
      <State label="Ei kuvaa">{card({ image: undefined })}</State>
      <State label="Ei RTP:tä">{card({ facts: undefined })}</State>
      <State label="Pitkä teksti">
        {card({ title: longGameTitle, provider: 'Pohjoismainen pelistudio', newLabel: 'Uutuus' })}
      </State>
    </States>
  ),
};
