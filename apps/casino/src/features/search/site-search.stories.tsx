import type { PlayerPaths } from '@casino/api-client';
import { SEARCH_MIN_KEYWORD } from '@casino/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import * as gamePlay from '../../routes/game-play';
import * as home from '../../routes/home';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { SiteSearch } from './site-search';

type SearchAnswer = PlayerPaths['/search']['get']['responses'][200]['content']['application/json'];

const nothing: SearchAnswer = { success: true, articles: [], content: [], games: [], suppliers: [], tags: [] };
const found: SearchAnswer = {
  success: true,
  games: [
    {
      id: 101,
      name: 'Book of Dead',
      friendly_name: 'book-of-dead',
      provider: 3,
      thumbnail: '/images/games/book-of-dead.jpg',
    },
    {
      id: 5,
      name: 'Book of Gem',
      friendly_name: 'book-of-gem',
      provider: 6,
      thumbnail: '/images/games/book-of-gem.jpg',
    },
  ],
  suppliers: [{ id: 3, name: "Play'n GO", slug: 'play-n-go' }],
  tags: [{ friendly_name: 'legacy-of-egypt', translation: 'Legacy of Egypt', supplier: "Play'n GO" }],
  content: [{ slug: 'bonusehdot', title: 'Bonusehdot' }],
  articles: [{ slug: 'kirjojen-viikko', title: 'Kirjojen viikko: 50 ilmaiskierrosta', date_parsed: '1.3.2026' }],
};

const t = textsIn('fi');

const meta = {
  title: 'Screens/Search',
  component: SiteSearch,
  tags: ['autodocs'],
  decorators: [withScreen],
  // The site search of the top bar, on the home page; a chosen game opens its page.
  parameters: screenParameters(
    { path: '/', pages: { HOME: home, GAME_PAGE: gamePlay } },
    { search: player.get('/search', found) },
  ),
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The longest a search takes here: the 900 ms wait after the last keystroke, and the answer. */
const ANSWERED = { timeout: 3000 };

/** The search box of the top bar, once the app and the search's code (loaded after the box) are there. */
async function searchBox(canvasElement: HTMLElement) {
  const banner = await within(canvasElement).findByRole('banner');
  await waitFor(() => expect(banner.querySelector('[data-search-pending]')).toBeNull());
  const header = within(banner);
  return { header, input: await header.findByRole('combobox', { name: t('search.box.label') }) };
}

/** Nothing typed: the field alone. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { header, input } = await searchBox(canvasElement);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('placeholder', t('search.box.placeholder'));
    await expect(header.queryByRole('status')).toBeNull();
  },
};

/** Fewer than 3 characters: no search, a hint instead. */
export const TooShort: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { header, input } = await searchBox(canvasElement);
    await userEvent.type(input, 'bo');
    await expect(await header.findByRole('status')).toHaveTextContent(
      t('search.box.tooShort', { min: SEARCH_MIN_KEYWORD }),
    );
    await expect(header.queryByRole('listbox')).toBeNull();
  },
};

/** The answer is on its way. */
export const Searching: Story = {
  parameters: { msw: { handlers: { search: player.pending('get', '/search') } } },
  play: async ({ canvasElement, userEvent }) => {
    const { header, input } = await searchBox(canvasElement);
    await userEvent.type(input, 'book');
    await expect(await header.findByText(t('search.box.searching'), {}, ANSWERED)).toBeVisible();
  },
};

/** Hits of every kind, grouped; choosing a game goes to its page and empties the field. */
export const Results: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { header, input } = await searchBox(canvasElement);
    await userEvent.type(input, 'book');
    const game = await header.findByRole('option', { name: /Book of Dead/ }, ANSWERED);
    await expect(header.getByRole('group', { name: t('search.groups.games') })).toContainElement(game);
    await expect(header.getAllByRole('group')).toHaveLength(5);
    await userEvent.click(game);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Book of Dead' })).toBeVisible();
    await expect(input).toHaveValue('');
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { search: player.get('/search', nothing) } } },
  play: async ({ canvasElement, userEvent }) => {
    const { header, input } = await searchBox(canvasElement);
    await userEvent.type(input, 'xyzzy');
    await expect(await header.findByText(t('search.box.notFound'), {}, ANSWERED)).toBeVisible();
    await expect(header.queryByRole('option')).toBeNull();
  },
};

/** The search service fails. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        search: player.refuse('get', '/search', { success: false, errorCode: 100, error: 'Unexpected error' }, 500),
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const { header, input } = await searchBox(canvasElement);
    await userEvent.type(input, 'book');
    await expect(await header.findByText(t('search.box.error'), {}, ANSWERED)).toBeVisible();
  },
};
