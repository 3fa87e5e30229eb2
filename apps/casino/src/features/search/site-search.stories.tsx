import type { PlayerPaths } from '@casino/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { SiteSearch } from './site-search';
import { withApp } from '../../stories/story-app';

type SearchAnswer = PlayerPaths['/search']['get']['responses'][200]['content']['application/json'];
type ErrorAnswer = PlayerPaths['/search']['get']['responses']['default']['content']['application/json'];

const nothing: SearchAnswer = { success: true, articles: [], content: [], games: [], suppliers: [], tags: [] };
const found: SearchAnswer = {
  success: true,
  games: [
    {
      id: 1,
      name: 'Book of Dead',
      friendly_name: 'book-of-dead',
      provider: 3,
      thumbnail: '/images/games/book-of-dead.svg',
    },
    {
      id: 5,
      name: 'Book of Gem',
      friendly_name: 'book-of-gem',
      provider: 6,
      thumbnail: '/images/games/book-of-gem.svg',
    },
  ],
  suppliers: [{ id: 3, name: "Play'n GO", slug: 'play-n-go' }],
  tags: [{ friendly_name: 'legacy-of-egypt', translation: 'Legacy of Egypt', supplier: "Play'n GO" }],
  content: [{ slug: 'bonusehdot', title: 'Bonusehdot' }],
  articles: [{ slug: 'kirjojen-viikko', title: 'Kirjojen viikko: 50 ilmaiskierrosta', date_parsed: '1.3.2026' }],
};

/** GET /player-api/search answering `body` with `status`, after `wait` ms (or never). */
const searchAnswers = (
  body: SearchAnswer | ErrorAnswer,
  { status = 200, wait }: { status?: number; wait?: number | 'infinite' } = {},
) =>
  http.get('/player-api/search', async () => {
    if (wait !== undefined) await delay(wait);
    return HttpResponse.json(body, { status });
  });

/** The image service: a plain tile for every picture, so that the results look the same on every run. */
const pictures = http.get(
  '/content/image',
  () =>
    new HttpResponse(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7c3aed"/></svg>',
      { headers: { 'Content-Type': 'image/svg+xml' } },
    ),
);

const meta = {
  title: 'Screens/Search',
  component: SiteSearch,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="h-[34rem] max-w-md">
        <Story />
      </div>
    ),
    withApp,
  ],
  args: { onNavigate: fn() },
  parameters: { locale: 'fi', msw: { handlers: { search: searchAnswers(found), pictures } } },
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The longest a search takes here: the 900 ms wait after the last keystroke, and the answer. */
const ANSWERED = { timeout: 3000 };

/** Nothing typed: the field alone. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Fewer than 3 characters: no search, a hint instead. */
export const TooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'bo');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Kirjoita vähintään 3 merkkiä.');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** The answer is on its way. */
export const Searching: Story = {
  parameters: { msw: { handlers: { search: searchAnswers(found, { wait: 'infinite' }) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'book');
    await expect(await canvas.findByText('Haetaan…', {}, ANSWERED)).toBeVisible();
  },
};

/** Hits of every kind, grouped; choosing a game goes to its page and empties the field. */
export const Results: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'book');
    const game = await canvas.findByRole('option', { name: /Book of Dead/ }, ANSWERED);
    await expect(canvas.getByRole('group', { name: 'Pelit' })).toContainElement(game);
    await expect(canvas.getAllByRole('group')).toHaveLength(5);
    await userEvent.click(game);
    await expect(await canvas.findByText('/peli/book-of-dead/pelaa')).toBeVisible();
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { search: searchAnswers(nothing) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'xyzzy');
    await expect(await canvas.findByText('Haullasi ei löytynyt tuloksia.', {}, ANSWERED)).toBeVisible();
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

/** The search service fails. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        search: searchAnswers({ success: false, errorCode: 100, error: 'Unexpected error' }, { status: 500 }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'book');
    await expect(
      await canvas.findByText('Haku epäonnistui. Yritä hetken kuluttua uudelleen.', {}, ANSWERED),
    ).toBeVisible();
  },
};
