import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { teppo } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { QUIET_MS } from '../../shared/popups/calm-moment';
import { AccountPrompts } from './account-prompts';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Modals/MarketingPrompt',
  component: AccountPrompts,
  tags: ['autodocs'],
  decorators: [withScreen],
  // Teppo has given neither consent and has logged in before: the prompt is due (never shown in this browser).
  parameters: screenParameters(
    { path: '/', pages: { HOME: { default: () => null } }, session: 'player' },
    {
      player: player.get('/player', { ...teppo, receiveEmail: false, receiveSms: false }),
      update: player.post('/player/updateFields', teppo),
    },
  ),
  beforeEach: () => {
    localStorage.removeItem('casino.lastMarketingNotification');
  },
} satisfies Meta<typeof AccountPrompts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt is a popup: it opens at a calm moment, a quiet time after the page has loaded. */
const CALM = { timeout: QUIET_MS + 5000 };
const dialog = async () =>
  within(await screen.findByRole('dialog', { name: t('accountPrompts.marketing.title') }, CALM));

/** The prompt (the visual baseline). */
export const AllStates: Story = {
  name: 'Prompt (baseline)',
  play: async () => {
    const prompt = await dialog();
    await expect(prompt.getByRole('button', { name: t('accountPrompts.marketing.accept') })).toBeVisible();
    await expect(prompt.getByRole('button', { name: t('accountPrompts.marketing.decline') })).toBeVisible();
  },
};

/** Accepted: both consents are set and the prompt closes. */
export const Accepted: Story = {
  play: async ({ userEvent }) => {
    const prompt = await dialog();
    await userEvent.click(prompt.getByRole('button', { name: t('accountPrompts.marketing.accept') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The save fails: 'update failed', and the player may try again or close it. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        update: player.refuse('post', '/player/updateFields', { success: false, errorCode: 100, error: 'Down' }, 500),
      },
    },
  },
  play: async ({ userEvent }) => {
    const prompt = await dialog();
    await userEvent.click(prompt.getByRole('button', { name: t('accountPrompts.marketing.accept') }));
    await expect(await prompt.findByText(t('errors.updateFailed'))).toBeVisible();
  },
};

/** Shown less than 30 days ago: nothing shows. */
export const NotDue: Story = {
  beforeEach: () => {
    localStorage.setItem('casino.lastMarketingNotification', String(Date.now() - 86_400_000));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 500));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
