import { createApi, defaultApiConfig, type PlayerPaths } from '@casino/api-client';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../app/api';
import { createI18n } from '../../app/i18n';
import { splitLocale } from '../../app/routes';
import { DeferredSiteSearch } from './deferred-search';
import { SiteSearch, type SiteSearchProps } from './site-search';

type SearchAnswer = PlayerPaths['/search']['get']['responses'][200]['content']['application/json'];

const none: SearchAnswer = { success: true, articles: [], content: [], games: [], suppliers: [], tags: [] };
const hits: SearchAnswer = {
  success: true,
  games: [
    {
      id: 1,
      name: 'Book of Dead',
      friendly_name: 'book-of-dead',
      provider: 3,
      thumbnail: '/images/games/book-of-dead.svg',
      translations: { en: { title: 'Book of the Dead' } },
    },
  ],
  suppliers: [{ id: 3, name: "Play'n GO", slug: 'play-n-go' }],
  tags: [{ friendly_name: 'legacy-of-egypt', translation: 'Legacy of Egypt', supplier: "Play'n GO" }],
  content: [{ slug: 'book-terms', title: 'Bonus terms for books' }],
  articles: [{ slug: 'book-week', title: 'Book week', date_parsed: '1.3.2026', thumbnail: '/uploads/book-week.jpg' }],
};

const texts = {
  search: {
    box: {
      label: 'Search the site',
      placeholder: 'Search games, providers…',
      tooShort: 'Type at least {{min}} characters.',
      searching: 'Searching…',
      notFound: 'No results found.',
      error: 'The search failed.',
      results_one: '{{count}} result',
      results_other: '{{count}} results',
    },
    groups: { games: 'Games', providers: 'Game providers', tags: 'By theme', content: 'Pages', articles: 'Articles' },
  },
  lobby: { volatilityFilter: { label: 'Volatility', all: 'All', low: 'Low', medium: 'Medium', high: 'High' } },
};

const json = (body: unknown, status = 200) => Response.json(body, { status });
const origin = 'http://casino.test';

/** The search on a page at `path`, with the player API answering GET /search through `answer`. */
function renderSearch(
  path: string,
  answer: (request: Request) => Response | Promise<Response>,
  props: SiteSearchProps = {},
  Search = SiteSearch,
) {
  const requests: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(new URL(request.url));
    return answer(request);
  };
  const api = createApi({
    playerBaseUrl: origin + defaultApiConfig.playerBaseUrl,
    contentBaseUrl: origin + defaultApiConfig.contentBaseUrl,
    avatarBaseUrl: origin + defaultApiConfig.avatarBaseUrl,
    cmsBaseUrl: origin + defaultApiConfig.cmsBaseUrl,
    fetch,
  });
  const locale = splitLocale(path).locale;
  const i18n = createI18n(locale, { resources: { [locale]: { common: texts } } });
  const router = createMemoryRouter([{ path: '*', element: <Search {...props} /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <ApiProvider api={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </I18nextProvider>,
  );
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search the site' });
  return { router, requests, input };
}

/**
 * Focuses the input and types `text` a character at a time. (Events are fired directly: user-event waits on a
 * timer of React Testing Library's that only Jest's fake timers advance, and the machine's delays need fake timers.)
 */
function type(input: HTMLInputElement, text: string) {
  act(() => input.focus());
  for (const char of text) fireEvent.change(input, { target: { value: input.value + char } });
}
const press = (input: HTMLInputElement, key: string) => fireEvent.keyDown(input, { key });

/** Moves the clock, letting the stubbed answer and the machine's events run on the way. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Types `keyword` and waits out the debounce and the answer. */
async function search({ input }: ReturnType<typeof renderSearch>, keyword: string) {
  type(input, keyword);
  await wait(900);
}
const status = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// First in the file: the page's first interaction (here a focus) is remembered for the window.
describe('DeferredSiteSearch: the box before the search', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('runs no search before the first interaction: the box only holds what is typed', async () => {
    const { input, requests } = renderSearch('/en', () => json(hits), {}, DeferredSiteSearch);
    fireEvent.change(input, { target: { value: 'book' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(input.value).toBe('book');
    expect(requests).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('loads the search at the first interaction, which searches what was typed, the focus staying in the box', async () => {
    const { input, requests } = renderSearch('/en', () => json(hits), {}, DeferredSiteSearch);
    type(input, 'book');
    expect(await screen.findByRole('option', { name: /Book of the Dead/ }, { timeout: 5000 })).toBeTruthy();
    expect(requests.map((url) => url.searchParams.get('keyword'))).toEqual(['book']);
    const search = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search the site' });
    expect(search).not.toBe(input);
    expect(search.value).toBe('book');
    expect(document.activeElement).toBe(search);
  });
});

describe('SiteSearch: when it searches', () => {
  it('does not search 2 characters and says how many it needs', async () => {
    const { input, requests } = renderSearch('/en', () => json(hits));
    type(input, 'bo');
    await wait(5000);
    expect(requests).toEqual([]);
    expect(status().textContent).toBe('Type at least 3 characters.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('does not count surrounding spaces', async () => {
    const { input, requests } = renderSearch('/en', () => json(hits));
    type(input, ' bo ');
    await wait(5000);
    expect(requests).toEqual([]);
  });

  it('searches once, 900 ms after the last keystroke and not before, in the page locale', async () => {
    const { input, requests } = renderSearch('/en', () => json(hits));
    type(input, 'book');
    await wait(899);
    expect(requests).toEqual([]);
    expect(status().textContent).toBe('Searching…');
    await wait(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe('/player-api/search');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ keyword: 'book', lang: 'en' });
    await wait(5000);
    expect(requests).toHaveLength(1);
  });

  it('narrows the games to a provider whose name is typed', async () => {
    const { requests, ...rendered } = renderSearch('/', () => json(none));
    await search({ requests, ...rendered }, 'NetEnt');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ keyword: 'NetEnt', lang: 'fi', gameProvider: '1' });
  });
});

describe('SiteSearch: the volatility filter', () => {
  it('searches the keyword again at once, narrowed to the class chosen, the focus staying in the input', async () => {
    const rendered = renderSearch('/en', (request) =>
      json(new URL(request.url).searchParams.has('volatility') ? none : hits),
    );
    await search(rendered, 'book');
    const filter = screen.getByRole('radiogroup', { name: 'Volatility' });
    expect(within(filter).getByRole('radio', { name: 'All' })).toHaveProperty('ariaChecked', 'true');
    const high = within(filter).getByRole('radio', { name: 'High' });
    expect(fireEvent.mouseDown(high)).toBe(false);
    fireEvent.click(high);
    await wait(0);
    expect(Object.fromEntries(rendered.requests[1]!.searchParams)).toEqual({
      keyword: 'book',
      lang: 'en',
      volatility: 'high',
    });
    expect(high).toHaveProperty('ariaChecked', 'true');
    expect(status().textContent).toBe('No results found.');
    expect(document.activeElement).toBe(rendered.input);
    // The choice holds for the next keyword.
    type(rendered.input, 's');
    await wait(900);
    expect(rendered.requests[2]!.searchParams.get('volatility')).toBe('high');
  });

  it('keeps the search while the focus is in the filter, and clears it 200 ms after the focus leaves both', async () => {
    const rendered = renderSearch('/en', () => json(hits));
    await search(rendered, 'book');
    const low = screen.getByRole('radio', { name: 'Low' });
    act(() => low.focus());
    await wait(1000);
    expect(rendered.input.value).toBe('book');
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => low.blur());
    await wait(199);
    expect(rendered.input.value).toBe('book');
    await wait(1);
    expect(rendered.input.value).toBe('');
  });
});

describe('SiteSearch: the results', () => {
  it('lists the hits grouped by kind, games with their picture through the image service', async () => {
    const rendered = renderSearch('/en', () => json(hits));
    await search(rendered, 'book');
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(
      ['Games', 'Game providers', 'By theme', 'Pages', 'Articles'].map((name) =>
        within(screen.getByRole('group', { name }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ),
    ).toEqual([
      ["Book of the DeadPlay'n GO"],
      ["Play'n GO"],
      ["Legacy of EgyptPlay'n GO"],
      ['Bonus terms for books'],
      ['Book week1.3.2026'],
    ]);
    const picture = within(screen.getByRole('option', { name: /Book of the Dead/ })).getByRole('presentation');
    const src = new URL(picture.getAttribute('src') ?? '', origin);
    expect(src.pathname).toBe('/content/image');
    expect(Object.fromEntries(src.searchParams)).toEqual({ url: '/images/games/book-of-dead.svg', w: '640', q: '75' });
    expect(status().textContent).toBe('5 results');
  });

  it.each([
    ['a game', /Book of the Dead/, '/en/game/book-of-dead/play'],
    ['a provider', /^Play'n GO$/, '/en/gameprovider/3/play-n-go'],
    ['a game found by theme', /Legacy of Egypt/, '/en/game/legacy-of-egypt/play'],
    ['a content page', /Bonus terms/, '/en/book-terms'],
    ['an article', /Book week/, '/en/campaigns/book-week'],
  ])('goes to %s in the page locale and clears the input', async (_kind, name, href) => {
    const onNavigate = vi.fn();
    const rendered = renderSearch('/en', () => json(hits), { onNavigate });
    await search(rendered, 'book');
    fireEvent.click(screen.getByRole('option', { name }));
    expect(rendered.router.state.location.pathname).toBe(href);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(rendered.input).toHaveProperty('value', '');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('chooses with the keyboard, in Finnish paths on a Finnish page', async () => {
    const rendered = renderSearch('/', () => json(hits));
    await search(rendered, 'book');
    press(rendered.input, 'ArrowDown');
    press(rendered.input, 'Enter');
    expect(rendered.router.state.location.pathname).toBe('/peli/book-of-dead/pelaa');
    expect(rendered.input).toHaveProperty('value', '');
    await search(rendered, 'book');
    press(rendered.input, 'ArrowUp');
    press(rendered.input, 'Enter');
    expect(rendered.router.state.location.pathname).toBe('/kampanjat/book-week');
  });

  it('says so when nothing is found', async () => {
    const rendered = renderSearch('/en', () => json(none));
    await search(rendered, 'zzz');
    expect(status().textContent).toBe('No results found.');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it.each([
    ['an error answer', () => json({ success: false, errorCode: 100, error: 'Unexpected error' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says the search failed on %s', async (_failure, answer) => {
    const rendered = renderSearch('/en', answer);
    await search(rendered, 'book');
    expect(status().textContent).toBe('The search failed.');
    expect(screen.queryByRole('option')).toBeNull();
  });
});

describe('SiteSearch: leaving the input', () => {
  it('clears the input and the results 200 ms after the focus leaves, not before', async () => {
    const rendered = renderSearch('/en', () => json(hits));
    await search(rendered, 'book');
    act(() => rendered.input.blur());
    await wait(199);
    expect(rendered.input).toHaveProperty('value', 'book');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await wait(1);
    expect(rendered.input).toHaveProperty('value', '');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps the search when the focus comes back within 200 ms', async () => {
    const rendered = renderSearch('/en', () => json(hits));
    await search(rendered, 'book');
    act(() => rendered.input.blur());
    await wait(100);
    act(() => rendered.input.focus());
    await wait(1000);
    expect(rendered.input).toHaveProperty('value', 'book');
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('closes the results on Escape and empties the search on a second Escape', async () => {
    const rendered = renderSearch('/en', () => json(hits));
    await search(rendered, 'book');
    press(rendered.input, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(rendered.input).toHaveProperty('value', 'book');
    press(rendered.input, 'Escape');
    expect(rendered.input).toHaveProperty('value', '');
    await wait(5000);
    expect(rendered.requests).toHaveLength(1);
  });

  it('takes the focus 200 ms after opening in a sheet, not before', async () => {
    const { input } = renderSearch('/en', () => json(hits), { focusOnOpen: true });
    await wait(199);
    expect(document.activeElement).not.toBe(input);
    await wait(1);
    expect(document.activeElement).toBe(input);
  });
});
