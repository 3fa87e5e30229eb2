import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { JackpotTicker, type Jackpot } from './jackpot-ticker';

const jackpots: Jackpot[] = [
  { id: 'mega', name: 'Mega Moolah', amount: 4_512_873.42 },
  { id: 'divine', name: 'Divine Fortune', amount: 128_440.1 },
  { id: 'hall', name: 'Hall of Gods', amount: 2_318_005 },
];

const meta = {
  title: 'Casino/JackpotTicker',
  component: JackpotTicker,
  tags: ['autodocs'],
  args: { label: 'Jättipotit', jackpots, locale: 'fi-FI' },
  argTypes: { locale: { control: 'inline-radio', options: ['fi-FI', 'en-GB', 'et-EE'] } },
} satisfies Meta<typeof JackpotTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone the jackpots are one row that scrolls sideways and takes focus while it does; where they fit (from sm
 * up, as in the test-runner's desktop viewport) the row is no stop for the Tab key.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Jättipotit' })).toBeVisible();
    await expect(canvas.getByText(/^4\s512\s873,42\s€$/)).toBeVisible();
    const row = canvas.getByRole('list', { name: 'Jättipotit' });
    const phone = window.matchMedia('(width < 40rem)').matches;
    await expect(row.scrollWidth > row.clientWidth).toBe(phone);
    await waitFor(() => expect(row.tabIndex).toBe(phone ? 0 : -1));
  },
};

/** A new amount (polled every 20 s) counts up from the old one and ends exactly on the new amount. */
export const CountsUp: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(args.jackpots);
    return (
      <div className="flex flex-col items-start gap-4">
        <JackpotTicker {...args} jackpots={shown} />
        <Button
          size="sm"
          onClick={() => setShown(shown.map((jackpot) => ({ ...jackpot, amount: jackpot.amount + 1000 })))}
        >
          Päivitä
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Päivitä' }));
    await waitFor(() => expect(canvas.getByText(/^4\s513\s873,42\s€$/)).toBeVisible(), { timeout: 4000 });
  },
};

export const English: Story = { args: { locale: 'en-GB', label: 'Jackpots' } };

export const LongFinnishText: Story = {
  args: {
    jackpots: [
      {
        id: 'long',
        name: 'Pohjoisen revontulien kultakaivoksen progressiivinen megajättipotti',
        amount: 99_999_999.99,
      },
    ],
  },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Suomi">
        <JackpotTicker label="Jättipotit fi" jackpots={jackpots} locale="fi-FI" />
      </State>
      <State label="Eesti">
        <JackpotTicker label="Jättipotit et" jackpots={jackpots} locale="et-EE" />
      </State>
      <State label="Yksi, pitkä teksti">
        <div className="w-80">
          <JackpotTicker label="Jättipotit pitkä" locale="fi-FI" jackpots={LongFinnishText.args!.jackpots!} />
        </div>
      </State>
    </States>
  ),
};
