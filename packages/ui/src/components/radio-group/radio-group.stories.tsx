import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn, pressArrow } from '../../fixtures/story-kit';
import { FormField } from '../form-field/form-field';
import { RadioGroup, RadioGroupItem } from './radio-group';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { 'aria-label': 'Tiedoston tyyppi', onValueChange: fn() },
  argTypes: {
    disabled: { control: 'boolean' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="passport" label="Passi" />
      <RadioGroupItem value="id-card" label="Henkilökortti" />
      <RadioGroupItem value="bill" label="Laskun kopio" />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Passi' })).toHaveFocus();
    const idCard = canvas.getByRole('radio', { name: 'Henkilökortti' });
    await pressArrow(userEvent, 'ArrowDown', idCard);
    await expect(idCard).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('id-card');
  },
};

export const Chosen: Story = { args: { defaultValue: 'bill' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'passport' } };

export const InFormField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="Tiedoston tyyppi" error="Valitse tiedoston tyyppi">
      <RadioGroup {...args}>
        <RadioGroupItem value="passport" label="Passi" />
        <RadioGroupItem value="id-card" label="Henkilökortti" />
      </RadioGroup>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Tiedoston tyyppi' });
    await expect(group).toHaveAccessibleDescription('Valitse tiedoston tyyppi');
  },
};

export const LongFinnishText: Story = {
  decorators: [narrowColumn],
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="a" label="Kansallinen henkilöllisyystodistus tai sitä vastaava virallinen asiakirja" />
      <RadioGroupItem value="b" label="Sähkö-, vesi- tai puhelinlaskun kopio viimeisen kolmen kuukauden ajalta" />
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-3">
      <State label="Ei valintaa">
        <RadioGroup aria-label="Ei valintaa">
          <RadioGroupItem value="a" label="Passi" />
          <RadioGroupItem value="b" label="Henkilökortti" />
        </RadioGroup>
      </State>
      <State label="Valittu">
        <RadioGroup aria-label="Valittu" defaultValue="b">
          <RadioGroupItem value="a" label="Passi" />
          <RadioGroupItem value="b" label="Henkilökortti" />
        </RadioGroup>
      </State>
      <State label="Ei käytössä">
        <RadioGroup aria-label="Ei käytössä" defaultValue="a" disabled>
          <RadioGroupItem value="a" label="Passi" />
          <RadioGroupItem value="b" label="Henkilökortti" />
        </RadioGroup>
      </State>
    </States>
  ),
};
