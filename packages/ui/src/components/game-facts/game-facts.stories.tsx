import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow } from '../../fixtures/story-kit';
import { GameFacts, type GameFactsProps } from './game-facts';

const meta = {
  title: 'Casino/GameFacts',
  component: GameFacts,
  tags: ['autodocs'],
  args: {
    rtp: 'RTP 96,2 %',
    volatility: 'high',
    volatilityLabel: 'korkea',
    volatilityName: 'Volatiliteetti',
  },
} satisfies Meta<typeof GameFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledSteps = (root: HTMLElement) => root.querySelectorAll('[data-slot="game-facts-meter"] [data-filled]').length;

/** The game page's size: the RTP, then the volatility's name, its meter and its class in words. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('RTP 96,2 %')).toBeVisible();
    await expect(canvas.getByText('Volatiliteetti')).toBeVisible();
    await expect(canvas.getByText('korkea')).toBeVisible();
    await expect(filledSteps(canvasElement)).toBe(3);
    // The meter repeats the words, so assistive technology reads the words only.
    await expect(canvasElement.querySelector('[data-slot="game-facts-meter"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-slot="game-facts"]')).toHaveTextContent(
      'RTP 96,2 %Volatiliteettikorkea',
    );
  },
};

/** Low volatility fills one step of three, medium two. */
export const LowVolatility: Story = {
  args: { volatility: 'low', volatilityLabel: 'matala', rtp: 'RTP 88,5 %' },
  play: async ({ canvasElement }) => {
    await expect(filledSteps(canvasElement)).toBe(1);
  },
};

export const MediumVolatility: Story = {
  args: { volatility: 'medium', volatilityLabel: 'keskitaso' },
  play: async ({ canvasElement }) => {
    await expect(filledSteps(canvasElement)).toBe(2);
  },
};

/** Under a game tile's name: small, the volatility's name for screen readers only. */
export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Volatiliteetti')).toHaveClass('sr-only');
    await expect(canvas.getByText('korkea')).toBeVisible();
  },
};

/** A tile three to a row on a phone is about 110 px wide: the facts wrap onto two lines and stay inside it. */
export const NarrowTile: Story = {
  args: { size: 'compact', volatility: 'medium', volatilityLabel: 'keskitaso', rtp: 'RTP 97,25 %' },
  decorators: [
    (Story) => (
      <div className="w-24">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-slot="game-facts"]')!);
  },
};

const facts = (props: Partial<GameFactsProps>) => (
  <GameFacts rtp="RTP 96,2 %" volatility="high" volatilityLabel="korkea" volatilityName="Volatiliteetti" {...props} />
);

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Matala">{facts({ volatility: 'low', volatilityLabel: 'matala', rtp: 'RTP 88,5 %' })}</State>
      <State label="Keskitaso">{facts({ volatility: 'medium', volatilityLabel: 'keskitaso' })}</State>
      <State label="Korkea">{facts({})}</State>
      <State label="English">
        {facts({ rtp: 'RTP 96.2%', volatilityLabel: 'high', volatilityName: 'Volatility' })}
      </State>
      <State label="Eesti">
        {facts({ rtp: 'RTP 96,2%', volatility: 'low', volatilityLabel: 'madal', volatilityName: 'Volatiilsus' })}
      </State>
      <State label="Pieni (ruutu)">
        <div className="flex flex-wrap gap-6">
          {facts({ size: 'compact', volatility: 'low', volatilityLabel: 'matala' })}
          {facts({ size: 'compact', volatility: 'medium', volatilityLabel: 'keskitaso' })}
          {facts({ size: 'compact' })}
        </div>
      </State>
      <State label="Kapea ruutu" className="w-24">
        {facts({ size: 'compact', volatility: 'medium', volatilityLabel: 'keskitaso', rtp: 'RTP 97,25 %' })}
      </State>
    </States>
  ),
};
