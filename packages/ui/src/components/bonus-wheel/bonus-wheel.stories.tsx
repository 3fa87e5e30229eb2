import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { Button } from '../button/button';
import { BonusWheel } from './bonus-wheel';

const prizes = ['10 €', '5 IK', '25 €', '20 IK', '50 €', '10 IK', '100 €', '50 IK'];

const meta = {
  title: 'Casino/BonusWheel',
  component: BonusWheel,
  tags: ['autodocs'],
  args: { label: 'Bonuspyörä', prizes, onSpinEnd: fn() },
  argTypes: { prizeIndex: { control: { type: 'number', min: 0, max: prizes.length - 1 } } },
} satisfies Meta<typeof BonusWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a spin. */
export const Default: Story = {
  render: (args) => (
    <BonusWheel {...args}>
      <Button size="lg">Pyöräytä (3 jäljellä)</Button>
    </BonusWheel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bonuspyörä' })).toHaveAccessibleDescription(prizes.join(' '));
  },
};

/** The server drew prize 2: the wheel spins, stops with it under the pointer and reports the landing. */
export const Spin: Story = {
  args: { spinDurationMs: 400 },
  render: function Render(args) {
    const [draw, setDraw] = useState<{ index: number; spin: number }>();
    const [result, setResult] = useState<string>();
    return (
      <BonusWheel
        {...args}
        prizeIndex={draw?.index}
        spin={draw?.spin}
        resultText={result}
        onSpinEnd={(index) => {
          setResult(`Voitit ${prizes[index]}`);
          args.onSpinEnd?.(index);
        }}
      >
        <Button size="lg" onClick={() => setDraw({ index: 2, spin: (draw?.spin ?? 0) + 1 })}>
          Pyöräytä
        </Button>
      </BonusWheel>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pyöräytä' }));
    await waitFor(() => expect(args.onSpinEnd).toHaveBeenCalledWith(2));
    await expect(canvas.getByRole('status')).toHaveTextContent('Voitit 25 €');
    const disc = canvas.getByRole('img', { name: 'Bonuspyörä' });
    // 5 turns, less the middle of segment 2 (2.5 × 45°).
    await expect(disc.style.transform).toBe('rotate(1687.5deg)');
  },
};

export const Landed: Story = { args: { prizeIndex: 4, resultText: 'Voitit 50 €' } };

export const LongFinnishText: Story = {
  args: {
    prizes: ['Kymmenen euroa', 'Viisikymmentä ilmaiskierrosta', 'Bonusrahaa', 'Tyhjä'],
    prizeIndex: 1,
    resultText: 'Onneksi olkoon, voitit viisikymmentä ilmaiskierrosta Book of Dead -peliin!',
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-3">
      <State label="Odottaa">
        <BonusWheel label="Bonuspyörä 1" prizes={prizes} />
      </State>
      <State label="Pysähtynyt">
        <BonusWheel label="Bonuspyörä 2" prizes={prizes} prizeIndex={4} resultText="Voitit 50 €" />
      </State>
      <State label="Pitkä teksti">
        <BonusWheel label="Bonuspyörä 3" {...LongFinnishText.args} prizes={LongFinnishText.args!.prizes!} />
      </State>
    </States>
  ),
};
