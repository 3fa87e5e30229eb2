import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { avatar } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { AvatarPicker, type AvatarOption } from './avatar-picker';

/** A brand has 12 or 29 avatars (spec section 3). */
const avatars = (count: number): AvatarOption[] =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    src: avatar((index * 47) % 360),
    label: `Avatar ${index + 1}`,
  }));

const meta = {
  title: 'Casino/AvatarPicker',
  component: AvatarPicker,
  tags: ['autodocs'],
  args: {
    label: 'Valitse avatar',
    avatars: avatars(12),
    value: '1',
    onValueChange: fn(),
    saveLabel: 'Tallenna',
    onSave: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="w-full max-w-[550px]">
        <AvatarPicker
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four columns; the arrow keys move the choice, the save button saves it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const options = canvas.getAllByRole('radio');
    await expect(options).toHaveLength(12);
    const tops = options.slice(0, 5).map((option) => option.getBoundingClientRect().top);
    await expect(new Set(tops.slice(0, 4)).size).toBe(1);
    await expect(tops[4]).toBeGreaterThan(tops[0]!);

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Avatar 1' })).toHaveFocus();
    // Radix moves focus a tick after keydown and checks on focus only while the arrow key is held.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Avatar 2' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const TwentyNine: Story = { args: { avatars: avatars(29), value: '17' } };

export const Saving: Story = { args: { saving: true } };

/** Saved: the overlay covers the grid and is announced. */
export const Confirmation: Story = {
  args: { confirmation: 'Avatar tallennettu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Avatar tallennettu');
  },
};

/**
 * 29 pictures in a panel that scrolls, scrolled to the save button: the message stays in view (sticky) instead of at
 * the middle of the grid, out of sight.
 */
export const ConfirmationWhileScrolled: Story = {
  args: { avatars: avatars(29), value: '17', confirmation: 'Avatar tallennettu' },
  render: (args) => (
    <div data-testid="scroller" className="h-96 w-full max-w-[550px] overflow-y-auto">
      <AvatarPicker {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    const message = canvas.getByText('Avatar tallennettu');
    await waitFor(() => {
      const box = scroller.getBoundingClientRect();
      const shown = message.getBoundingClientRect();
      expect(shown.top).toBeGreaterThanOrEqual(box.top);
      expect(shown.bottom).toBeLessThanOrEqual(box.bottom);
    });
  },
};

export const LongFinnishText: Story = {
  args: {
    label: 'Valitse itsellesi profiilikuva, joka näkyy pelaajaprofiilissasi',
    saveLabel: 'Tallenna profiilikuvan muutokset',
    confirmation: 'Uusi profiilikuvasi on tallennettu onnistuneesti',
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
    <States className="grid gap-6 lg:grid-cols-3">
      <State label="12 kuvaa">
        <AvatarPicker
          label="Valitse avatar"
          avatars={avatars(12)}
          value="3"
          onValueChange={() => {}}
          saveLabel="Tallenna"
          onSave={() => {}}
        />
      </State>
      <State label="29 kuvaa, tallennetaan">
        <AvatarPicker
          label="Valitse avatar"
          avatars={avatars(29)}
          value="17"
          onValueChange={() => {}}
          saveLabel="Tallenna"
          onSave={() => {}}
          saving
        />
      </State>
      <State label="Vahvistus">
        <AvatarPicker
          label="Valitse avatar"
          avatars={avatars(12)}
          value="3"
          onValueChange={() => {}}
          saveLabel="Tallenna"
          onSave={() => {}}
          confirmation="Uusi profiilikuvasi on tallennettu onnistuneesti"
        />
      </State>
    </States>
  ),
};
