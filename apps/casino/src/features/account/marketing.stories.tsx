import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { textsIn, withScreen } from '../../stories/screen';
import { MarketingPage } from './marketing-page';
import { panelPlayer, panelScreen } from '../../shared/profile-panel/panel-screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/Marketing',
  component: MarketingPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: panelScreen(['settings', 'marketing']),
} satisfies Meta<typeof MarketingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (name: string) => screen.findByRole('checkbox', { name }, { timeout: 5000 });

/** The SMS consent given, the e-mail one not (the visual baseline). */
export const AllStates: Story = {
  name: 'Consents (baseline)',
  play: async () => {
    await expect(await box(t('panel.marketing.email'))).not.toBeChecked();
    await expect(await box(t('panel.marketing.sms'))).toBeChecked();
  },
};

/** Saved: the success notice for 5 s. */
export const Saved: Story = {
  parameters: panelScreen(['settings', 'marketing'], {
    updateFields: player.post('/player/updateFields', { ...panelPlayer, receiveEmail: true }),
  }),
  play: async () => {
    await userEvent.click(await box(t('panel.marketing.email')));
    await userEvent.click(screen.getByRole('button', { name: t('panel.marketing.save') }));
    await expect(await screen.findByText(t('notices.updateSuccess'))).toBeVisible();
  },
};

/** The save failed: the failure notice for 5 s. */
export const Failed: Story = {
  parameters: panelScreen(['settings', 'marketing'], {
    updateFields: player.refuse('post', '/player/updateFields', { success: false, errorCode: 100, error: 'No' }, 500),
  }),
  play: async () => {
    await box(t('panel.marketing.email'));
    await userEvent.click(screen.getByRole('button', { name: t('panel.marketing.save') }));
    await expect(await screen.findByText(t('errors.updateFailed'))).toBeVisible();
  },
};
