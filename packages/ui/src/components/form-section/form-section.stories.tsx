import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Checkbox } from '../checkbox/checkbox';
import { FormField } from '../form-field/form-field';
import { Input } from '../input/input';
import { FormSection } from './form-section';

function AddressFields() {
  return (
    <>
      <FormField label="Katuosoite">
        <Input autoComplete="address-line1" defaultValue="Mannerheimintie" />
      </FormField>
      <FormField label="Talon numero">
        <Input autoComplete="address-line2" defaultValue="12 B 4" />
      </FormField>
      <FormField label="Postinumero">
        <Input autoComplete="postal-code" defaultValue="00100" />
      </FormField>
      <FormField label="Postitoimipaikka" error="Täytä tämä kenttä.">
        <Input autoComplete="address-level2" />
      </FormField>
    </>
  );
}

const meta = {
  title: 'Components/FormSection',
  component: FormSection,
  tags: ['autodocs'],
  args: { title: 'Osoite', children: <AddressFields /> },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2] },
    description: { control: 'text' },
  },
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields one under the other; the group names each field for a screen reader. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Osoite' });
    await expect(group).toContainElement(canvas.getByRole('textbox', { name: 'Postinumero' }));
  },
};

/** Two fields side by side from sm up, one column on a phone. */
export const TwoColumns: Story = { args: { columns: 2 } };

export const WithDescription: Story = {
  args: {
    title: 'Hyväksynnät',
    description: 'Rekisteröityminen edellyttää kaikkia kolmea.',
    children: (
      <>
        <Checkbox label="Olen vähintään 18-vuotias." />
        <Checkbox label="Hyväksyn käyttöehdot." />
        <Checkbox label="Hyväksyn tietosuojaselosteen." />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Hyväksynnät' })).toHaveAccessibleDescription(
      'Rekisteröityminen edellyttää kaikkia kolmea.',
    );
  },
};

export const LongFinnishText: Story = {
  args: {
    title: 'Henkilöllisyystodistuksentarkistusvaatimukset',
    description:
      'Yhteystietojenvahvistamismenettelyn mukaisesti tarkistamme henkilöllisyytesi ennen ensimmäistä kotiutusta.',
    columns: 2,
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 lg:grid-cols-2">
      <State label="Yksi sarake">
        <FormSection title="Osoite">
          <AddressFields />
        </FormSection>
      </State>
      <State label="Kaksi saraketta">
        <FormSection title="Osoite" columns={2}>
          <AddressFields />
        </FormSection>
      </State>
      <State label="Kuvauksella">
        <FormSection title="Hyväksynnät" description="Rekisteröityminen edellyttää kaikkia kolmea.">
          <Checkbox label="Olen vähintään 18-vuotias." />
          <Checkbox label="Hyväksyn käyttöehdot." aria-invalid />
        </FormSection>
      </State>
      <State label="Ei käytössä">
        <FormSection title="Osoite" columns={2} disabled>
          <AddressFields />
        </FormSection>
      </State>
    </States>
  ),
};
