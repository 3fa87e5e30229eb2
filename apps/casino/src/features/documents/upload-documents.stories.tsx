import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { UploadDocumentsPanelPage } from './document-panel-pages';
import { panelOpenOn } from '../../shared/profile-panel/panel-story';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/UploadDocuments',
  component: UploadDocumentsPanelPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: screenParameters(
    { path: '/', pages: panelOpenOn('documents', 'upload-documents'), session: 'player' },
    {
      // Consents given, so that no marketing prompt covers the panel.
      documents: player.get('/player/documents', { success: true, documents: [] }),
      upload: player.post('/player/documentUpload', {
        success: true,
        name: 'passi-etusivu.pdf',
        documentSource: 'player',
        documentStatus: 'uploaded',
        documentType: 'passport',
        uploadTime: '2026-03-12T09:05:00Z',
      }),
    },
  ),
} satisfies Meta<typeof UploadDocumentsPanelPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const pdf = () => new File(['%PDF-1.7'], 'passi-etusivu.pdf', { type: 'application/pdf' });
const png = () => new File(['png'], 'passi-takasivu.png', { type: 'image/png' });
/** 3 000 000 bytes: over the 2 MB limit. */
const tooBig = () =>
  new File([new Uint8Array(3_000_000)], 'tiliote-kesakuu-2026-skannattu.jpg', { type: 'image/jpeg' });

/** Chooses a type and the files. */
async function choose(userEvent: UserEvent, files: File[]) {
  await userEvent.click(await screen.findByRole('combobox', { name: t('panel.documents.form.type') }));
  await userEvent.click(await screen.findByRole('option', { name: t('panel.documents.types.passport') }));
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, files);
}

const fileRow = (name: string) => within(screen.getByText(name).closest('li')!);

/** The empty form: a type and the files (the visual baseline). */
export const AllStates: Story = {
  name: 'Form (baseline)',
  play: async () => {
    await expect(await screen.findByRole('combobox', { name: t('panel.documents.form.type') })).toBeVisible();
    await expect(screen.getByRole('button', { name: t('panel.documents.form.choose') })).toBeVisible();
  },
};

/** Sent without a type or files: both are asked for. */
export const Required: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: t('panel.documents.form.submit') }));
    await expect(await screen.findAllByText(t('validation.field.requiredField'))).toHaveLength(2);
  },
};

/** Two files chosen, one of them over 2 MB: its message with both sizes shows at once. */
export const Choosing: Story = {
  play: async ({ userEvent }) => {
    await choose(userEvent, [pdf(), tooBig()]);
    await expect(fileRow('tiliote-kesakuu-2026-skannattu.jpg').getByRole('alert')).toHaveTextContent('2,9 Mt');
    await expect(fileRow('passi-etusivu.pdf').queryByRole('alert')).toBeNull();
  },
};

/** Sent: the good file succeeded, the one too big was not sent; the button starts a new upload. */
export const OneOkOneTooBig: Story = {
  name: 'One ok, one too big',
  play: async ({ userEvent }) => {
    await choose(userEvent, [pdf(), tooBig()]);
    await userEvent.click(screen.getByRole('button', { name: t('panel.documents.form.submit') }));
    await expect(await screen.findByText(t('panel.documents.form.someSent', { sent: 1, total: 2 }))).toBeVisible();
    await expect(fileRow('passi-etusivu.pdf').getByText(t('panel.documents.form.sent'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('panel.documents.form.again') })).toBeVisible();
  },
};

/** Every file sent: back goes to the list. */
export const AllOk: Story = {
  name: 'All ok',
  play: async ({ userEvent }) => {
    await choose(userEvent, [pdf(), png()]);
    await userEvent.click(screen.getByRole('button', { name: t('panel.documents.form.submit') }));
    await expect(await screen.findByText(t('panel.documents.form.allSent'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('panel.documents.form.back') })).toBeVisible();
  },
};

/** The server refuses a file: its message and code on that file. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: {
        upload: player.refuse(
          'post',
          '/player/documentUpload',
          { success: false, errorCode: 160, error: 'Upload failed' },
          400,
        ),
      },
    },
  },
  play: async ({ userEvent }) => {
    await choose(userEvent, [pdf()]);
    await userEvent.click(screen.getByRole('button', { name: t('panel.documents.form.submit') }));
    await expect(await fileRow('passi-etusivu.pdf').findByRole('alert')).toHaveTextContent('(160)');
  },
};
