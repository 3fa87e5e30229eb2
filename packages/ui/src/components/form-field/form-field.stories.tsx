import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Input } from '../input/input';
import { FormField } from './form-field';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { label: 'Sähköposti', children: <Input type="email" /> },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    errorCode: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    // Clicking the label focuses its control.
    await userEvent.click(canvas.getByText('Sähköposti'));
    const field = canvas.getByRole('textbox', { name: 'Sähköposti' });
    await expect(field).toHaveFocus();
    await expect(field).not.toHaveAttribute('aria-describedby');
    await expect(field).toBeValid();
  },
};

export const WithHint: Story = {
  args: { hint: 'Lähetämme vahvistuslinkin tähän osoitteeseen' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Sähköposti' });
    await expect(field).toHaveAccessibleDescription('Lähetämme vahvistuslinkin tähän osoitteeseen');
    await expect(field).toBeValid();
  },
};

export const WithError: Story = {
  args: {
    hint: 'Lähetämme vahvistuslinkin tähän osoitteeseen',
    error: 'Sähköpostiosoite on jo käytössä',
    errorCode: 180,
    children: <Input type="email" defaultValue="pelaaja@example.com" />,
  },
  play: async ({ canvas }) => {
    // The hint and the error (with its code) are both read with the field, which is marked invalid.
    const field = canvas.getByRole('textbox', { name: 'Sähköposti' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      'Lähetämme vahvistuslinkin tähän osoitteeseen Sähköpostiosoite on jo käytössä (180)',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sähköpostiosoite on jo käytössä');
  },
};

export const LongFinnishText: Story = {
  args: {
    label: 'Sähköpostiosoite, johon haluat vastaanottaa tilitapahtumien vahvistusviestit',
    hint: 'Käytämme osoitetta ainoastaan asiointiin liittyvään yhteydenpitoon, emme markkinointiin',
    error: 'Sähköpostiosoitteen tarkistaminen epäonnistui, yritä hetken kuluttua uudelleen',
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-3">
      <State label="Pelkkä nimi">
        <FormField label="Nimimerkki">
          <Input />
        </FormField>
      </State>
      <State label="Ohjeteksti">
        <FormField label="Nimimerkki" hint="3–20 merkkiä, näkyy muille pelaajille">
          <Input defaultValue="Onnekas77" />
        </FormField>
      </State>
      <State label="Virhe koodilla">
        <FormField label="Nimimerkki" hint="3–20 merkkiä" error="Nimimerkki on jo käytössä" errorCode={180}>
          <Input defaultValue="Onnekas77" />
        </FormField>
      </State>
    </States>
  ),
};
