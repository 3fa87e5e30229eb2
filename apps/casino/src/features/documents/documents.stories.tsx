import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { DocumentsPanelPage } from './document-panel-pages';
import { panelOpenOn } from '../../shared/profile-panel/panel-story';

const t = textsIn('fi');

const documents = [
  {
    name: 'passi-etusivu.pdf',
    documentSource: 'player',
    documentStatus: 'approved',
    documentType: 'passport',
    uploadTime: '2026-03-01T18:22:05Z',
  },
  {
    name: 'sähkölasku-maaliskuu-2026-Mallikas.png',
    documentSource: 'player',
    documentStatus: 'uploaded',
    documentType: 'proofOfAddress',
    uploadTime: '2026-03-12T09:05:00Z',
  },
  {
    name: 'tiliote.jpg',
    documentSource: 'player',
    documentStatus: 'rejected',
    documentType: 'sourceOfFunds',
    uploadTime: '2026-02-20T14:45:00Z',
  },
] as const;

const meta = {
  title: 'Screens/Panel/Documents',
  component: DocumentsPanelPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: screenParameters(
    { path: '/', pages: panelOpenOn('documents'), session: 'player' },
    {
      // Consents given, so that no marketing prompt covers the panel.
      documents: player.get('/player/documents', { success: true, documents: [...documents] }),
    },
  ),
} satisfies Meta<typeof DocumentsPanelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player's documents with each status (the visual baseline). */
export const AllStates: Story = {
  name: 'List (baseline)',
  play: async () => {
    const list = await screen.findByRole('list', { name: t('panel.documents.caption') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText(t('panel.documents.status.rejected'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('panel.documents.upload') })).toBeVisible();
  },
};

/** None sent yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { documents: player.get('/player/documents', { success: true, documents: [] }) } } },
  play: async () => {
    await expect(await screen.findByText(t('panel.documents.empty'))).toBeVisible();
  },
};

/** The list on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { documents: player.pending('get', '/player/documents') } } },
  play: async () => {
    await expect(await screen.findByRole('status', { name: t('panel.documents.loading') })).toBeVisible();
  },
};

/** The list cannot be loaded. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        documents: player.refuse('get', '/player/documents', { success: false, errorCode: 100, error: 'Down' }, 500),
      },
    },
  },
  play: async () => {
    await expect(await screen.findByText(t('panel.documents.error'))).toBeVisible();
  },
};
