import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { FormField } from '../form-field/form-field';
import { PhoneInput } from './phone-input';

const dialCodes = [
  { value: '+358', label: 'FI +358' },
  { value: '+372', label: 'EE +372' },
  { value: '+46', label: 'SE +46' },
];

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  tags: ['autodocs'],
  args: { dialCodes, dialCodeLabel: 'Suuntanumero', onValueChange: fn(), onDialCodeChange: fn() },
  argTypes: {
    maxTotalLength: { control: { type: 'number', min: 8, max: 20 } },
    disabled: { control: 'boolean' },
  },
  render: (args) => (
    <FormField label="Puhelinnumero" hint="Ilman alkunollaa">
      <PhoneInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: '401234567' } };

export const Estonia: Story = { args: { defaultDialCode: '+372', defaultValue: '51234567' } };

/** Spec 5: digits only, and dial code plus number stop at 16 characters. The dial code is chosen by keyboard. */
export const DigitsOnly: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Puhelinnumero' });
    await userEvent.click(number);
    await userEvent.keyboard('040-123 45ab6');
    await expect(number).toHaveValue('040123456');
    await userEvent.keyboard('7890123456');
    // "+358" is 4 characters, so the number stops at 12 digits.
    await expect(number).toHaveValue('040123456789');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('040123456789');

    const dialCode = canvas.getByRole('combobox', { name: 'Suuntanumero' });
    dialCode.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'EE +372' }));
    await expect(args.onDialCodeChange).toHaveBeenCalledWith('+372');
    await expect(dialCode).toHaveTextContent('EE +372');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '12' },
  render: (args) => (
    <FormField label="Puhelinnumero" error="Tarkista puhelinnumero">
      <PhoneInput {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Puhelinnumero' })).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '401234567' } };

export const LongFinnishText: Story = {
  args: { defaultValue: '401234567' },
  decorators: [narrowColumn],
  render: (args) => (
    <FormField
      label="Matkapuhelinnumero, johon lähetämme tekstiviestinä vahvistuskoodin"
      hint="Valitse ensin maatunnus ja kirjoita sitten numero ilman välilyöntejä"
    >
      <PhoneInput {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: (args) => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Tyhjä">
        <PhoneInput {...args} aria-label="Tyhjä" />
      </State>
      <State label="Täytetty">
        <PhoneInput {...args} aria-label="Täytetty" defaultValue="401234567" />
      </State>
      <State label="Virheellinen">
        <PhoneInput {...args} aria-label="Virheellinen" aria-invalid defaultValue="12" />
      </State>
      <State label="Ei käytössä">
        <PhoneInput {...args} aria-label="Ei käytössä" disabled defaultDialCode="+372" defaultValue="51234567" />
      </State>
    </States>
  ),
};
