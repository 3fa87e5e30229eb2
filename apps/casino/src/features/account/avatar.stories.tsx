import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { avatar } from '../../stories/contract-handlers';
import { textsIn, withScreen } from '../../stories/screen';
import { AvatarPage } from './avatar-page';
import { panelScreen } from '../../shared/profile-panel/panel-screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/Avatar',
  component: AvatarPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: panelScreen(['settings', 'avatar']),
} satisfies Meta<typeof AvatarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => screen.findByRole('radiogroup', { name: t('panel.avatar.label') }, { timeout: 5000 });

/** The brand's 12 pictures in 4 columns, the player's third chosen (the visual baseline). */
export const AllStates: Story = {
  name: 'Twelve pictures (baseline)',
  play: async () => {
    const pictures = await grid();
    await expect(within(pictures).getAllByRole('radio')).toHaveLength(12);
    await expect(within(pictures).getByRole('radio', { name: t('panel.avatar.option', { number: 3 }) })).toBeChecked();
  },
};

/** The other brand: 29 pictures. */
export const TwentyNine: Story = {
  parameters: panelScreen(['settings', 'avatar'], {
    avatar: avatar.get('/user/avatar', { success: true, avatar: { id: 17, url: '/images/avatars/29/17.svg' } }),
  }),
  play: async () => {
    await expect(within(await grid()).getAllByRole('radio')).toHaveLength(29);
  },
};

/** Saved: the confirmation overlay, for 5 s. */
export const Saved: Story = {
  parameters: panelScreen(['settings', 'avatar'], {
    save: avatar.post('/user/avatar', { success: true, avatar: { id: 5, url: '/images/avatars/12/5.svg' } }),
  }),
  play: async () => {
    await userEvent.click(within(await grid()).getByRole('radio', { name: t('panel.avatar.option', { number: 5 }) }));
    await userEvent.click(screen.getByRole('button', { name: t('panel.avatar.save') }));
    await expect(await screen.findByText(t('panel.avatar.saved'))).toBeVisible();
  },
};

/** The save failed. */
export const SaveFailed: Story = {
  parameters: panelScreen(['settings', 'avatar'], {
    save: avatar.refuse('post', '/user/avatar', { success: false, errorCode: 195, error: 'No' }, 400),
  }),
  play: async () => {
    await grid();
    await userEvent.click(screen.getByRole('button', { name: t('panel.avatar.save') }));
    await expect(await screen.findByText(t('errors.updateFailed'))).toBeVisible();
  },
};

/** The pictures on their way. */
export const Loading: Story = {
  parameters: panelScreen(['settings', 'avatar'], { avatar: avatar.pending('get', '/user/avatar') }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: t('panel.pages.avatar') }, { timeout: 5000 });
    await waitFor(() => expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The pictures could not be loaded: say so, and offer to try again. */
export const LoadFailed: Story = {
  parameters: panelScreen(['settings', 'avatar'], {
    avatar: avatar.refuse('get', '/user/avatar', { success: false, errorCode: 100, error: 'No' }, 500),
  }),
  play: async () => {
    await expect(await screen.findByText(t('panel.avatar.loadFailed'), {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: t('panel.avatar.retry') })).toBeVisible();
  },
};
