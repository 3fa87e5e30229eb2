import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { FormField } from '../form-field/form-field';
import { PasswordInput } from './input';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: { showLabel: 'Näytä salasana', hideLabel: 'Piilota salasana', onChange: fn() },
  argTypes: { disabled: { control: 'boolean' }, defaultVisible: { control: 'boolean' } },
  render: (args) => (
    <FormField label="Salasana" hint="Vähintään 6 merkkiä">
      <PasswordInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Salasana');
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.keyboard('salainen');
    // Tab to the toggle, press it: the password shows, the toggle now offers to hide it.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Näytä salasana' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveValue('salainen');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Näytä salasana' })).toHaveFocus();
    await expect(field).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { defaultVisible: true, defaultValue: 'salainen' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'salainen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Näytä salasana' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'abc' },
  render: (args) => (
    <FormField label="Salasana" error="Salasanan on oltava vähintään 6 merkkiä pitkä">
      <PasswordInput {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Salasana')).toBeInvalid();
  },
};

export const LongFinnishText: Story = {
  args: { defaultValue: 'Erittäinturvallinensalasanajossaonpaljonmerkkejä' },
  decorators: [narrowColumn],
  render: (args) => (
    <FormField
      label="Vahvista uusi salasana kirjoittamalla se uudelleen täsmälleen samassa muodossa"
      hint="Salasanassa voi olla kirjaimia, numeroita ja erikoismerkkejä, vähintään kuusi merkkiä"
    >
      <PasswordInput {...args} />
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
      <State label="Piilotettu">
        <PasswordInput {...args} aria-label="Piilotettu" defaultValue="salainen" />
      </State>
      <State label="Näkyvissä">
        <PasswordInput {...args} aria-label="Näkyvissä" defaultValue="salainen" defaultVisible />
      </State>
      <State label="Virheellinen">
        <PasswordInput {...args} aria-label="Virheellinen" aria-invalid defaultValue="abc" />
      </State>
      <State label="Ei käytössä">
        <PasswordInput {...args} aria-label="Ei käytössä" disabled defaultValue="salainen" />
      </State>
    </States>
  ),
};
