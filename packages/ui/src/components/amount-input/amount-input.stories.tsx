import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { storyAmount } from '../../fixtures/amount-rules';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { FormField } from '../form-field/form-field';
import { AmountInput } from './amount-input';

const meta = {
  title: 'Components/AmountInput',
  component: AmountInput,
  tags: ['autodocs'],
  args: { onValueChange: fn(), accepts: storyAmount.accept, placeholder: '0' },
  argTypes: {
    suffix: { control: 'text' },
    disabled: { control: 'boolean' },
  },
  render: (args) => (
    <FormField label="Talletussumma" hint="Vähintään 10 €, enintään 100 000 €">
      <AmountInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: '49,50' } };

/**
 * A change the rule refuses is dropped: here the deposit's rule (spec 5: numeric decimal, a 7th character, a letter
 * and a third decimal refused), which the app passes from flows.
 */
export const RejectsSeventhCharacter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Talletussumma' });
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await userEvent.click(field);
    await userEvent.keyboard('1234567');
    await expect(field).toHaveValue('123456');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onValueChange).toHaveBeenCalledTimes(6);

    await userEvent.clear(field);
    await userEvent.keyboard('12a,505');
    await expect(field).toHaveValue('12,50');

    // Pasting text that would be 7 characters long is refused as a whole.
    await userEvent.clear(field);
    await userEvent.paste('1000000');
    await expect(field).toHaveValue('');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '5' },
  render: (args) => (
    <FormField label="Talletussumma" error="Pienin talletus on 10 €">
      <AmountInput {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Talletussumma' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Pienin talletus on 10 €');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '100' } };

export const LongFinnishText: Story = {
  args: { defaultValue: '100000' },
  decorators: [narrowColumn],
  render: (args) => (
    <FormField
      label="Kirjoita haluamasi talletussumma tai valitse jokin valmiista summavaihtoehdoista"
      hint="Pienin sallittu talletus on kymmenen euroa ja suurin satatuhatta euroa"
    >
      <AmountInput {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Tyhjä">
        <AmountInput aria-label="Tyhjä" placeholder="0" accepts={storyAmount.accept} />
      </State>
      <State label="Täytetty">
        <AmountInput aria-label="Täytetty" defaultValue="49,50" accepts={storyAmount.accept} />
      </State>
      <State label="Täynnä (6 merkkiä)">
        <AmountInput aria-label="Täynnä" defaultValue="100000" accepts={storyAmount.accept} />
      </State>
      <State label="Virheellinen">
        <FormField label="Talletussumma" error="Pienin talletus on 10 €">
          <AmountInput defaultValue="5" accepts={storyAmount.accept} />
        </FormField>
      </State>
      <State label="Ei käytössä">
        <AmountInput aria-label="Ei käytössä" disabled defaultValue="100" accepts={storyAmount.accept} />
      </State>
    </States>
  ),
};
