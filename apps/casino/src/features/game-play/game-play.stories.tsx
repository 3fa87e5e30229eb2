import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import GamePlayPage, * as gamePlay from '../../routes/game-play';
import { player } from '../../stories/contract-handlers';
import { bookOfDead, SLOT_URL } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const fi = textsIn('fi');
const en = textsIn('en');

const meta = {
  title: 'Screens/Game play',
  component: GamePlayPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/peli/book-of-dead/pelaa', pages: { GAME_PAGE: gamePlay } }),
} satisfies Meta<typeof GamePlayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A frame's `src` once the launch has answered. */
const frameSource = async (frame: HTMLElement) => {
  await waitFor(() => expect(frame.getAttribute('src')).toBeTruthy());
  return new URL(frame.getAttribute('src')!);
};

/**
 * A visitor plays for fun: the demo launch in the frame, the offer to log in for real money, the excerpt and more
 * games of the provider (the visual baseline).
 */
export const AllStates: Story = {
  name: 'Visitor demo (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Book of Dead' })).toBeVisible();
    const frame = await canvas.findByTitle('Book of Dead');
    const src = await frameSource(frame);
    await expect(src.pathname).toBe(SLOT_URL);
    // Shown once the slot has loaded, in place of the artwork and its loading note.
    await waitFor(() => expect(frame).toBeVisible());
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(src.searchParams.get('mode')).toBe('demo');
    await expect(src.searchParams.get('lang')).toBe('fi');
    await expect(canvas.getByText(fi('gamePlay.mode.demo'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: fi('gamePlay.mode.login') })).toHaveAttribute(
      'href',
      `/kirjaudu?redirectUrl=${encodeURIComponent('/peli/book-of-dead/pelaa')}`,
    );
    await expect(canvas.getByText(bookOfDead.excerpt!)).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: fi('gamePlay.more.title', { provider: "Play'n GO" }) }),
    ).toBeVisible();
  },
};

/** A logged-in player in English plays for real money: 'game on' in the header instead of the balance, the panic button under the game. */
export const RealMoney: Story = {
  parameters: { screen: { path: '/en/game/book-of-dead/play', session: 'player' } },
  play: async ({ canvas }) => {
    const src = await frameSource(await canvas.findByTitle('Book of Dead'));
    await expect(src.searchParams.get('mode')).toBe('real');
    await expect(src.searchParams.get('lang')).toBe('en');
    await expect(await canvas.findByText(en('gamePlay.mode.real'))).toBeVisible();
    await expect(canvas.getByText(en('layout.header.gameOn'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: en('gamePlay.mode.login') })).toBeNull();
    // The panic button under the game (issue 36): one press, no question.
    await expect(canvas.getByRole('button', { name: en('limits.break.button', { hours: 24 }) })).toBeEnabled();
    await expect(canvas.getByText(en('limits.break.hint', { hours: 24 }))).toBeVisible();
  },
};

/**
 * The launch is on its way: the game's artwork (in the server's HTML, so it is the page's largest picture before
 * any script runs) and a loading note in the frame.
 */
export const Launching: Story = {
  parameters: { msw: { handlers: { demo: player.pending('get', '/game/demo/{id}') } } },
  play: async ({ canvas, canvasElement }) => {
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(fi('gamePlay.frame.loading'));
    await expect(canvas.queryByTitle('Book of Dead')).toBeNull();
    const poster = status.parentElement?.querySelector('img');
    await expect(poster).toBeVisible();
    await expect(new URL(poster!.src).searchParams.get('url')).toBe(bookOfDead.thumbnail);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toContainElement(poster!);
  },
};

/** Whether the real-money launch is refused, for LaunchRefused: refused until its play function says otherwise. */
const launch = { refused: true };

/** The game is disabled (132): the refusal in words with its code and a retry, which launches once it is back. */
export const LaunchRefused: Story = {
  beforeEach: () => {
    launch.refused = true;
  },
  parameters: {
    screen: { session: 'player' },
    msw: {
      handlers: {
        real: player.get('/game/real/{id}', ({ refuse }) =>
          launch.refused
            ? refuse({ success: false, errorCode: 132, error: 'Game disabled' }, 403)
            : { success: true, url: `${SLOT_URL}?mode=real` },
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(fi('gamePlay.frame.error'))).toBeVisible();
    await expect(canvas.getByText(fi('errors.132'))).toBeVisible();
    await expect(canvas.getByText('(132)')).toBeVisible();
    launch.refused = false;
    await userEvent.click(canvas.getByRole('button', { name: fi('gamePlay.frame.retry') }));
    await expect((await frameSource(await canvas.findByTitle('Book of Dead'))).searchParams.get('mode')).toBe('real');
    await expect(canvas.queryByText(fi('gamePlay.frame.error'))).toBeNull();
  },
};
