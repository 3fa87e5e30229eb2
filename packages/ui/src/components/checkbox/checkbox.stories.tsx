import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Sähköposti', onCheckedChange: fn() },
  argTypes: {
    checked: { control: 'inline-radio', options: [true, false, 'indeterminate'] },
    disabled: { control: 'boolean' },
    hint: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Sähköposti' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Sähköposti'));
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { label: 'Tekstiviesti', hint: 'Kerromme tarjouksista enintään kerran viikossa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Kerromme tarjouksista enintään kerran viikossa',
    );
  },
};

/** A required box left unticked: marked invalid, the error read with the box; ticking it is the page's to clear. */
export const WithError: Story = {
  args: { label: 'Hyväksyn käyttöehdot', hint: 'Pakollinen', error: 'Hyväksy jatkaaksesi.', errorCode: 214 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Pakollinen Hyväksy jatkaaksesi. (214)');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).not.toHaveFocus();
  },
};

export const LongFinnishText: Story = {
  args: {
    label:
      'Haluan vastaanottaa markkinointiviestejä, kampanjatiedotteita ja henkilökohtaisia bonustarjouksia sähköpostitse',
    hint: 'Voit perua suostumuksesi milloin tahansa asetuksista',
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Ei valittu">
        <Checkbox label="Sähköposti" />
      </State>
      <State label="Valittu">
        <Checkbox label="Tekstiviesti" defaultChecked />
      </State>
      <State label="Kuvauksella">
        <Checkbox label="Uutiskirje" hint="Enintään kerran viikossa" />
      </State>
      <State label="Virheellinen">
        <Checkbox label="Hyväksyn ehdot" error="Hyväksy jatkaaksesi." />
      </State>
      <State label="Ei käytössä">
        <Checkbox label="Ei käytössä" disabled />
      </State>
      <State label="Ei käytössä, valittu">
        <Checkbox label="Ei käytössä, valittu" disabled defaultChecked />
      </State>
    </States>
  ),
};
