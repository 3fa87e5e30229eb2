import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { games, longGameTitle } from '../../fixtures/casino';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow } from '../../fixtures/story-kit';
import { GameCard } from '../game-card/game-card';
import { GameGrid } from './game-grid';

/** The first `eager` cards are above the fold. */
const cards = (count: number, eager = 0) =>
  games
    .slice(0, count)
    .map((game, index) => (
      <GameCard
        key={game.slug}
        title={game.title}
        provider={game.provider}
        image={game.image}
        facts={game.facts}
        aboveTheFold={index < eager}
        newLabel={game.isNew ? 'Uusi' : undefined}
        playLabel="Pelaa"
        playHref={`#peli/${game.slug}/pelaa`}
      />
    ));

const meta = {
  title: 'Casino/GameGrid',
  component: GameGrid,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'Suosituimmat pelit',
    action: (
      <a href="#pelit" className="text-sm font-semibold text-fg underline">
        Näytä kaikki
      </a>
    ),
    children: cards(8, 4),
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Suosituimmat pelit' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    const loading = [...canvasElement.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    await expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  },
};

/** Without a visible title the grid takes an accessible name. */
export const WithoutTitle: Story = {
  args: { title: undefined, action: undefined, 'aria-label': 'Hakutulokset', children: cards(4) },
};

export const LongFinnishText: Story = {
  args: {
    title: 'Viikon suosituimmat progressiiviset jättipottikolikkopelit',
    children: games
      .slice(0, 3)
      .map((game) => (
        <GameCard
          key={game.slug}
          title={longGameTitle}
          provider="Pohjoismainen pelistudio"
          image={game.image}
          facts={game.facts}
          playLabel="Pelaa nyt"
          playHref="#peli"
        />
      )),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-slot="game-grid"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Otsikko ja linkki">
        <GameGrid title="Suosituimmat pelit" action={meta.args.action}>
          {cards(6, 6)}
        </GameGrid>
      </State>
      <State label="Ilman otsikkoa">
        <GameGrid aria-label="Hakutulokset">{cards(3, 3)}</GameGrid>
      </State>
    </States>
  ),
};
