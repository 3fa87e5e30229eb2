import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { games, longGameTitle } from '../../fixtures/casino';
import { State, States } from '../../fixtures/states';
import { GameCard } from '../game-card/game-card';
import { GameRail } from './game-rail';
import { GameRailPlaceholder } from './game-rail-placeholder';

const cards = games.map((game, index) => (
  <GameCard
    key={game.slug}
    title={game.title}
    provider={game.provider}
    image={game.image}
    facts={game.facts}
    aboveTheFold={index < 4}
    newLabel={game.isNew ? 'Uusi' : undefined}
    playLabel="Pelaa"
    playHref={`#peli/${game.slug}/pelaa`}
  />
));

const meta = {
  title: 'Casino/GameRail',
  component: GameRail,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'Viimeksi pelatut',
    previousLabel: 'Edelliset pelit',
    nextLabel: 'Seuraavat pelit',
    action: (
      <a href="#pelit/viimeksi-pelatut" className="text-sm font-semibold text-fg underline">
        Näytä kaikki
      </a>
    ),
    children: cards,
  },
} satisfies Meta<typeof GameRail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row takes focus and scrolls with the arrow keys, Home and End; the next and previous buttons by a page. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('list', { name: 'Viimeksi pelatut' });
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    row.focus();
    await expect(row).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(0));
    const end = row.scrollWidth - row.clientWidth;
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThanOrEqual(end - 1));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(row.scrollLeft).toBe(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Seuraavat pelit' }));
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThanOrEqual(end - 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Edelliset pelit' }));
    await waitFor(() => expect(row.scrollLeft).toBe(0));
  },
};

/**
 * Stand-ins while the rail's games are not there yet (the server's HTML of a rail below the first screen): the title
 * and link as they are, the row as tall as the cards that replace it, busy, with nothing to focus or scroll.
 */
export const Placeholder: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      <GameRailPlaceholder title={args.title} action={args.action} count={8} />
      <GameRail {...args} title="Uudet pelit">
        {cards.slice(0, 4)}
      </GameRail>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const placeholder = canvasElement.querySelector<HTMLElement>('[data-slot="game-rail-placeholder"]');
    const rail = canvasElement.querySelector<HTMLElement>('[data-slot="game-rail"]');
    const stand = within(placeholder!);
    await expect(canvas.getByRole('region', { name: 'Viimeksi pelatut' })).toHaveAttribute('aria-busy', 'true');
    await expect(stand.getByRole('link', { name: 'Näytä kaikki' })).toBeVisible();
    await expect(stand.queryByRole('list')).toBeNull();
    await expect(placeholder!.querySelectorAll('button, [tabindex]')).toHaveLength(0);
    // The cards that replace the stand-ins take the same room: nothing below moves when they come.
    await waitFor(() => expect(Math.abs(placeholder!.offsetHeight - rail!.offsetHeight)).toBeLessThanOrEqual(1));
  },
};

export const FewGames: Story = { args: { children: cards.slice(0, 2) } };

export const LongFinnishText: Story = {
  args: {
    title: 'Sinulle suositellut hedelmäpelit ja progressiiviset jättipotit',
    action: undefined,
    children: games
      .slice(0, 4)
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
    const rail = canvasElement.querySelector<HTMLElement>('[data-slot="game-rail"]')!;
    await expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Täysi rivi">
        <GameRail title="Viimeksi pelatut" previousLabel="Edelliset" nextLabel="Seuraavat" action={meta.args.action}>
          {cards}
        </GameRail>
      </State>
      <State label="Odottaa pelejään">
        <GameRailPlaceholder title="Jättipotit" action={meta.args.action} count={8} />
      </State>
      <State label="Pitkä teksti">
        <GameRail
          title="Sinulle suositellut hedelmäpelit ja progressiiviset jättipotit"
          previousLabel="Edelliset"
          nextLabel="Seuraavat"
        >
          {cards.slice(0, 2)}
        </GameRail>
      </State>
    </States>
  ),
};
