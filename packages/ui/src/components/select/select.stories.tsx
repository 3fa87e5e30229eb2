import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { FormField } from '../form-field/form-field';
import { Select } from './select';

const documentTypes = [
  { value: 'passport', label: 'Passi' },
  { value: 'id-card', label: 'Henkilökortti' },
  { value: 'driving-licence', label: 'Ajokortti' },
  { value: 'utility-bill', label: 'Sähkölasku', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { options: documentTypes, placeholder: 'Valitse asiakirjan tyyppi', onValueChange: fn() },
  argTypes: { disabled: { control: 'boolean' }, required: { control: 'boolean' } },
  render: (args) => (
    <FormField label="Asiakirja">
      <Select {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: 'id-card' } };

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Asiakirja' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('id-card');
    await expect(trigger).toHaveTextContent('Henkilökortti');
    await expect(trigger).toHaveFocus();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <FormField label="Asiakirja" error="Valitse asiakirjan tyyppi">
      <Select {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Asiakirja' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'passport' } };

export const LongFinnishText: Story = {
  args: {
    options: [{ value: 'long', label: 'Kotimaan viranomaisen myöntämä henkilöllisyystodistus' }],
    defaultValue: 'long',
  },
  decorators: [narrowColumn],
  render: (args) => (
    <FormField label="Henkilöllisyyden todentamiseen käytettävän asiakirjan tyyppi">
      <Select {...args} />
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
      <State label="Ei valintaa">
        <Select {...args} aria-label="Ei valintaa" />
      </State>
      <State label="Valittu">
        <Select {...args} aria-label="Valittu" defaultValue="id-card" />
      </State>
      <State label="Virheellinen">
        <Select {...args} aria-label="Virheellinen" aria-invalid />
      </State>
      <State label="Ei käytössä">
        <Select {...args} aria-label="Ei käytössä" disabled defaultValue="passport" />
      </State>
    </States>
  ),
};
