import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { responsiveArtwork } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { GameFrame } from './game-frame';

/** A stand-in for the slot's launch page: a document of its own (no text: fonts differ between machines). */
const slotDocument = `data:text/html,${encodeURIComponent(
  '<!doctype html><html lang="fi"><title>Book of Dead</title>' +
    '<body style="margin:0;height:100vh;background:linear-gradient(135deg,hsl(150 60% 30%),hsl(210 60% 12%))"></body></html>',
)}`;

const refused = {
  title: 'Peliä ei voitu käynnistää',
  message: 'Peli ei ole tällä hetkellä käytettävissä.',
  code: 132,
  retryLabel: 'Yritä uudelleen',
};

const meta = {
  title: 'Casino/GameFrame',
  component: GameFrame,
  tags: ['autodocs'],
  args: {
    title: 'Book of Dead',
    poster: responsiveArtwork(30),
    loadingLabel: 'Ladataan peliä…',
    fullscreenLabel: 'Koko näyttö',
    exitFullscreenLabel: 'Poistu koko näytöstä',
  },
  argTypes: { src: { control: 'text' }, poster: { control: false }, error: { control: false } },
} satisfies Meta<typeof GameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const stageOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="game-frame-stage"]')!;

/** The launch is on its way: the game's artwork and a loading note fill the frame, which is busy. */
export const Loading: Story = {
  play: async ({ canvas, canvasElement }) => {
    const stage = stageOf(canvasElement);
    await expect(stage).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Ladataan peliä…');
    const poster = stage.querySelector('img');
    await expect(poster).toBeVisible();
    await expect(poster).toHaveAttribute('alt', '');
    await expect(canvas.queryByTitle('Book of Dead')).toBeNull();
  },
};

/** A game without artwork: a shimmering placeholder behind the loading note. */
export const LoadingWithoutArtwork: Story = {
  args: { poster: undefined },
  play: async ({ canvas, canvasElement }) => {
    const stage = stageOf(canvasElement);
    await expect(stage).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Ladataan peliä…');
    await expect(stage.querySelector('img')).toBeNull();
    await expect(stage.querySelector('[data-slot="skeleton"]')).toBeVisible();
  },
};

/** The game's document has loaded: the frame shows it in place of the artwork and the note. */
export const Loaded: Story = {
  args: { src: slotDocument },
  play: async ({ canvas, canvasElement }) => {
    const frame = canvas.getByTitle('Book of Dead');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await waitFor(() => expect(frame).toBeVisible());
    await expect(stageOf(canvasElement)).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(stageOf(canvasElement).querySelector('img')).toBeNull();
  },
};

/** The launch was refused (132, game disabled): the reason with its code, and a retry. */
export const Error: Story = {
  args: { error: { ...refused, onRetry: fn() } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(stageOf(canvasElement)).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Peliä ei voitu käynnistää')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Peli ei ole tällä hetkellä käytettävissä. (132)');
    await userEvent.click(canvas.getByRole('button', { name: 'Yritä uudelleen' }));
    await expect(args.error?.onRetry).toHaveBeenCalledOnce();
  },
};

/** The retry is on its way: its button is busy and does not ask again. */
export const Retrying: Story = {
  args: { error: { ...refused, onRetry: fn(), retrying: true } },
  play: async ({ args, canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'Yritä uudelleen' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.error?.onRetry).not.toHaveBeenCalled();
  },
};

export const LongFinnishText: Story = {
  args: {
    error: {
      ...refused,
      title: 'Pelin käynnistäminen epäonnistui tilapäisen palvelinhäiriön vuoksi',
      message: 'Pelivalmistajan pelipalvelin ei vastannut. Odota hetki ja yritä sitten uudelleen.',
      code: 238,
      retryLabel: 'Yritä käynnistää peli uudelleen',
      onRetry: fn(),
    },
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Ladataan">
        <GameFrame {...meta.args} />
      </State>
      <State label="Ladataan, ei kuvaa">
        <GameFrame {...meta.args} poster={undefined} />
      </State>
      <State label="Ladattu">
        <GameFrame {...meta.args} src={slotDocument} />
      </State>
      <State label="Virhe">
        <GameFrame {...meta.args} error={{ ...refused, onRetry: () => {} }} />
      </State>
    </States>
  ),
  // The screenshot is taken once the loaded game shows.
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTitle('Book of Dead')).toBeVisible());
  },
};
