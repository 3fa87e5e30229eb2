import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { FormField } from '../form-field/form-field';
import { Input } from './input';

const meta = {
  title: 'Components/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Nimimerkki', placeholder: 'Esim. Onnekas77', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    type: { control: 'select', options: ['text', 'email', 'search', 'tel', 'date'] },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Nimimerkki' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Onni');
    await expect(input).toHaveValue('Onni');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Filled: Story = { args: { defaultValue: 'Onnekas77' } };

export const Large: Story = { args: { size: 'lg' } };

/**
 * A date field: Tab goes from its last part on to its calendar button, and the field's ring stays while the focus is
 * there (the browser's own ring on the button is faint). The keyboard-only e2e journey presses Tab through it.
 */
export const DateField: Story = {
  args: { 'aria-label': 'Syntymäaika', type: 'date', defaultValue: '1990-05-17', placeholder: undefined },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Syntymäaika');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Onnekas77' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { 'aria-label': undefined, type: 'email', defaultValue: 'pelaaja@' },
  render: (args) => (
    <FormField label="Sähköposti" error="Tarkista sähköpostiosoite">
      <Input {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Sähköposti' })).toBeInvalid();
  },
};

export const LongFinnishText: Story = {
  args: {
    'aria-label': 'Kotiosoitteen postitoimipaikka',
    defaultValue: 'Pohjois-Pohjanmaan hyvinvointialueen yhteispalvelupiste, Kiiminkijoentie',
    placeholder: 'Kirjoita postitoimipaikkasi kokonaisuudessaan ilman lyhenteitä',
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

/** The visual-regression target. */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Tyhjä">
        <Input aria-label="Tyhjä" placeholder="Esim. Onnekas77" />
      </State>
      <State label="Täytetty">
        <Input aria-label="Täytetty" defaultValue="Onnekas77" />
      </State>
      <State label="Suuri">
        <Input aria-label="Suuri" size="lg" defaultValue="Onnekas77" />
      </State>
      <State label="Virheellinen">
        <Input aria-label="Virheellinen" aria-invalid defaultValue="pelaaja@" />
      </State>
      <State label="Ei käytössä">
        <Input aria-label="Ei käytössä" disabled defaultValue="Onnekas77" />
      </State>
      <State label="Pitkä teksti">
        <Input aria-label="Pitkä teksti" defaultValue="Pohjois-Pohjanmaan hyvinvointialueen yhteispalvelupiste" />
      </State>
    </States>
  ),
};
