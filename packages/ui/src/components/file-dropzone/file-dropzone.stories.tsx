import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { FileDropzone, type FileDropzoneFile } from './file-dropzone';

const files: FileDropzoneFile[] = [
  { id: 'passi', name: 'passi.pdf', detail: '820 kt' },
  { id: 'lasku', name: 'sahkolasku.png', detail: '1,4 Mt' },
];

/** What the app passes back after its validation (spec 5: 2 MB per file, pdf, png, jpg, jpeg). */
const refused: FileDropzoneFile[] = [
  { id: 'passi', name: 'passi.pdf', detail: '820 kt' },
  { id: 'kuva', name: 'kuva-ajokortista.jpg', detail: '3,1 Mt', error: 'Tiedosto on liian suuri (3,1 Mt / 2 Mt)' },
  { id: 'word', name: 'tiliote.docx', detail: '45 kt', error: 'Sallitut tiedostotyypit ovat pdf, png, jpg ja jpeg' },
];

const meta = {
  title: 'Components/FileDropzone',
  component: FileDropzone,
  tags: ['autodocs'],
  args: {
    label: 'Asiakirjat',
    hint: 'PDF, PNG tai JPG, enintään 2 Mt tiedostoa kohden',
    buttonLabel: 'Valitse tiedostot',
    dropLabel: 'tai pudota ne tähän',
    accept: '.pdf,.png,.jpg,.jpeg',
    removeLabel: 'Poista',
    onFilesSelected: fn(),
    onRemove: fn(),
  },
  argTypes: {
    multiple: { control: 'boolean' },
    disabled: { control: 'boolean' },
    error: { control: 'text' },
    files: { control: 'object' },
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    // The picker's <input> is hidden; the visible button opens it.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg');
    await expect(input).toHaveAttribute('multiple');
    const chosen = [
      new File(['a'], 'passi.pdf', { type: 'application/pdf' }),
      new File(['b'], 'lasku.png', { type: 'image/png' }),
    ];
    await userEvent.upload(input, chosen);
    await expect(args.onFilesSelected).toHaveBeenCalledWith(chosen);
  },
};

export const WithFiles: Story = {
  args: { files },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Poista: sahkolasku.png' }));
    await expect(args.onRemove).toHaveBeenCalledWith('lasku');
  },
};

export const PerFileErrors: Story = {
  args: { files: refused },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('Tiedosto on liian suuri (3,1 Mt / 2 Mt)');
  },
};

export const Required: Story = {
  args: { error: 'Valitse vähintään yksi tiedosto' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Valitse tiedostot' })).toHaveAccessibleDescription(
      'PDF, PNG tai JPG, enintään 2 Mt tiedostoa kohden Valitse vähintään yksi tiedosto',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, files } };

export const LongFinnishText: Story = {
  args: {
    label: 'Henkilöllisyyden ja osoitteen todentamiseen tarvittavat asiakirjat',
    hint: 'Hyväksymme PDF-, PNG- ja JPG-tiedostot, joiden koko on enintään kaksi megatavua',
    buttonLabel: 'Valitse tiedostot tietokoneeltasi',
    dropLabel: 'tai vedä ja pudota tiedostot tälle alueelle',
    files: [
      {
        id: 'pitka',
        name: 'henkilollisyystodistus_etupuoli_ja_takapuoli_skannattu_2026.pdf',
        detail: '2,4 Mt',
        error: 'Tiedosto on liian suuri: suurin sallittu koko on 2 Mt, tiedostosi on 2,4 Mt',
      },
    ],
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: (args) => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Tyhjä">
        <FileDropzone {...args} label="Tyhjä" />
      </State>
      <State label="Tiedostot valittu">
        <FileDropzone {...args} label="Tiedostot valittu" files={files} />
      </State>
      <State label="Tiedostokohtaiset virheet">
        <FileDropzone {...args} label="Tiedostokohtaiset virheet" files={refused} />
      </State>
      <State label="Pakollinen">
        <FileDropzone {...args} label="Pakollinen" error="Valitse vähintään yksi tiedosto" />
      </State>
      <State label="Ei käytössä">
        <FileDropzone {...args} label="Ei käytössä" disabled files={files} />
      </State>
    </States>
  ),
};
