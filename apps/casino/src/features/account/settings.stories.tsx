import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { textsIn, withScreen } from '../../stories/screen';
import { SettingsPage } from './settings-page';
import { panelScreen } from '../../shared/profile-panel/panel-screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/Settings',
  component: SettingsPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: panelScreen(['settings']),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** User data, avatar and marketing (the visual baseline). */
export const AllStates: Story = {
  name: 'Settings (baseline)',
  play: async () => {
    const list = await screen.findByRole('list', { name: t('panel.settings.menu') }, { timeout: 5000 });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(within(list).getByRole('button', { name: t('panel.pages.marketing') })).toBeVisible();
  },
};
