import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { SessionTimer, type TimerPosition } from './session-timer';

const texts = {
  label: 'Peliaika',
  moveLabel: 'Siirrä ajastinta',
  moveHint: 'Siirrä nuolinäppäimillä, Vaihto siirtää enemmän.',
};

const meta = {
  title: 'Casino/SessionTimer',
  component: SessionTimer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { ...texts, time: '00:42:10', onPositionChange: fn() },
  decorators: [
    (Story) => (
      <div className="h-80 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dragged by its handle with a pointer, then moved with the arrow keys (Shift for bigger steps). */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const handle = canvas.getByRole('button', { name: 'Siirrä ajastinta' });
    await expect(handle).toHaveAccessibleDescription(texts.moveHint);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 30, clientY: 30 } },
      { coords: { clientX: 80, clientY: 50 } },
      { coords: { clientX: 130, clientY: 80 } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(args.onPositionChange).toHaveBeenLastCalledWith({ x: 100, y: 50 });
    const timer = canvasElement.querySelector<HTMLElement>('[data-slot="session-timer"]')!;
    await expect(timer.style.transform).toBe('translate(100px, 50px)');

    // Moving the pointer after release no longer drags.
    await userEvent.pointer({ coords: { clientX: 300, clientY: 200 } });
    await expect(timer.style.transform).toBe('translate(100px, 50px)');

    handle.focus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    await expect(args.onPositionChange).toHaveBeenLastCalledWith({ x: 110, y: 100 });
    await expect(timer.style.transform).toBe('translate(110px, 100px)');
  },
};

/** It never leaves the window: dragging far up and left stops at the edge. */
export const StaysInWindow: Story = {
  args: { defaultPosition: { x: 40, y: 40 } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const handle = canvas.getByRole('button', { name: 'Siirrä ajastinta' });
    // Several moves in one drag: each clamps against the frame measured when the drag began.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 200, clientY: 200 } },
      { coords: { clientX: 100, clientY: 100 } },
      { coords: { clientX: -500, clientY: -500 } },
      { coords: { clientX: -600, clientY: -600 } },
      { keys: '[/MouseLeft]' },
    ]);
    const rect = canvasElement.querySelector('[data-slot="session-timer"]')!.getBoundingClientRect();
    await expect(rect.left).toBe(0);
    await expect(rect.top).toBe(0);
    await expect(args.onPositionChange).toHaveBeenCalled();
  },
};

/** The app keeps the position (controlled), so the timer comes back where the player left it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [position, setPosition] = useState<TimerPosition>({ x: 160, y: 40 });
    return (
      <SessionTimer
        {...args}
        position={position}
        onPositionChange={(next) => {
          setPosition(next);
          args.onPositionChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Siirrä ajastinta' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPositionChange).toHaveBeenLastCalledWith({ x: 150, y: 40 });
  },
};

export const LongFinnishText: Story = {
  args: { label: 'Kulunut peliaika tämän istunnon aikana', time: '123:59:59' },
};

export const AllStates: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <States>
      <State label="Perus">
        <div>
          <SessionTimer {...texts} time="00:00:05" />
        </div>
      </State>
      <State label="Siirretty">
        <div className="h-20">
          <SessionTimer {...texts} time="01:02:03" position={{ x: 40, y: 16 }} />
        </div>
      </State>
      <State label="Pitkä teksti">
        <div>
          <SessionTimer {...texts} label="Kulunut peliaika tämän istunnon aikana" time="123:59:59" />
        </div>
      </State>
    </States>
  ),
};
