import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { textsIn, withScreen } from '../../stories/screen';
import { CloseAccountPage } from './close-page';
import { panelScreen } from '../../shared/profile-panel/panel-screen';

const t = textsIn('fi');

// The panel's pages of words and one action: close account, verification and customer support. (A JSDoc here would
// become the docs' description parameter, which Storybook's build writes over the meta's parameters.)
const meta = {
  title: 'Screens/Panel/Close, verification and support',
  component: CloseAccountPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: panelScreen(['close']),
} satisfies Meta<typeof CloseAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Close account: its title and description only (the visual baseline). */
export const AllStates: Story = {
  name: 'Close account (baseline)',
  play: async () => {
    await expect(await screen.findByText(t('panel.close.description'), {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Verification: the stub with one button, which opens the document upload. */
export const Verification: Story = {
  parameters: panelScreen(['verification']),
  play: async () => {
    const start = await screen.findByRole('button', { name: t('panel.verification.start') }, { timeout: 5000 });
    await expect(screen.getByText(t('panel.verification.description'))).toBeVisible();
    await userEvent.click(start);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('panel.pages.upload-documents') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Customer support without a chat provider: the e-mail link only. */
export const CustomerSupport: Story = {
  parameters: panelScreen(['customer-support']),
  play: async () => {
    const mail = await screen.findByRole('link', { name: new RegExp(t('panel.support.email')) }, { timeout: 5000 });
    await expect(mail).toHaveAttribute('href', `mailto:${t('panel.support.address')}`);
    await expect(screen.queryByRole('button', { name: t('panel.support.chat') })).toBeNull();
  },
};
