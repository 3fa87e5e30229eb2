import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { textsIn, withScreen } from '../../stories/screen';
import { UserPage } from './user-page';
import { panelPlayer, panelScreen } from '../../shared/profile-panel/panel-screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/User',
  component: UserPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: panelScreen(['settings', 'user']),
} satisfies Meta<typeof UserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (name: string) => screen.findByRole('group', { name }, { timeout: 5000 });
const refusal = (errorCode: 109 | 180) => ({ success: false as const, errorCode, error: 'Refused' });

/** The name and address, then the nickname, e-mail and password sections (the visual baseline). */
export const AllStates: Story = {
  name: 'User data (baseline)',
  play: async () => {
    const nickname = await section(t('panel.user.nickname.heading'));
    await expect(within(nickname).getByRole('button', { name: t('panel.user.nickname.save') })).toBeDisabled();
    await expect(await section(t('panel.user.email.heading'))).toBeVisible();
    await expect(await section(t('panel.user.password.heading'))).toBeVisible();
  },
};

/** The nickname passed the server's check and was saved. */
export const NicknameSaved: Story = {
  parameters: panelScreen(['settings', 'user'], {
    nickname: player.post('/player/nickname', { success: true }),
    updateFields: player.post('/player/updateFields', { ...panelPlayer, nickName: 'Onnekas78' }),
  }),
  play: async () => {
    const nickname = await section(t('panel.user.nickname.heading'));
    const field = within(nickname).getByLabelText(t('panel.user.nickname.label'));
    await userEvent.clear(field);
    await userEvent.type(field, 'Onnekas78');
    await userEvent.click(within(nickname).getByRole('button', { name: t('panel.user.nickname.save') }));
    await expect(await within(nickname).findByText(t('panel.user.nickname.saved'))).toBeVisible();
  },
};

/** The server refused the nickname: nothing was saved. */
export const NicknameRefused: Story = {
  parameters: panelScreen(['settings', 'user'], {
    nickname: player.refuse('post', '/player/nickname', refusal(180), 409),
  }),
  play: async () => {
    const nickname = await section(t('panel.user.nickname.heading'));
    await userEvent.type(within(nickname).getByLabelText(t('panel.user.nickname.label')), '8');
    await userEvent.click(within(nickname).getByRole('button', { name: t('panel.user.nickname.save') }));
    await expect(await within(nickname).findByText(t('errors.updateFailed'))).toBeVisible();
  },
};

/** An address that is not one yet: the message, and the button stays disabled. */
export const EmailInvalid: Story = {
  play: async () => {
    const email = await section(t('panel.user.email.heading'));
    const field = within(email).getByLabelText(t('panel.user.email.label'));
    await userEvent.clear(field);
    await userEvent.type(field, 'teppo@example');
    await userEvent.tab();
    await expect(within(email).getByText(t('validation.field.invalidEmail'))).toBeVisible();
    await expect(within(email).getByRole('button', { name: t('panel.user.email.save') })).toBeDisabled();
  },
};

/** The old password was wrong: its error on the field, and the button disabled until a field changes. */
export const WrongOldPassword: Story = {
  parameters: panelScreen(['settings', 'user'], {
    updatePassword: player.refuse('post', '/player/updatePassword', refusal(109), 400),
  }),
  play: async () => {
    const password = await section(t('panel.user.password.heading'));
    await userEvent.type(within(password).getByLabelText(t('panel.user.password.old')), 'vaarasana1');
    await userEvent.type(within(password).getByLabelText(t('panel.user.password.new')), 'uusiSana12');
    await userEvent.type(within(password).getByLabelText(t('panel.user.password.confirm')), 'uusiSana12');
    const change = within(password).getByRole('button', { name: t('panel.user.password.save') });
    await userEvent.click(change);
    await expect(await within(password).findByText(t('errors.wrongOldPassword'))).toBeVisible();
    await expect(change).toBeDisabled();
  },
};

/** A new password too short and a repeat that differs: the field checks, nothing sent. */
export const PasswordChecks: Story = {
  play: async () => {
    const password = await section(t('panel.user.password.heading'));
    await userEvent.type(within(password).getByLabelText(t('panel.user.password.old')), 'salasana1');
    await userEvent.type(within(password).getByLabelText(t('panel.user.password.new')), 'lyhyt');
    await userEvent.type(within(password).getByLabelText(t('panel.user.password.confirm')), 'toinen12');
    await userEvent.click(within(password).getByRole('button', { name: t('panel.user.password.save') }));
    await expect(within(password).getByText(t('validation.field.passwordInvalid'))).toBeVisible();
  },
};

/** A long Finnish nickname and address wrap in the fields and the details. */
export const LongFinnishText: Story = {
  parameters: panelScreen(['settings', 'user'], {
    player: player.get('/player', {
      ...panelPlayer,
      nickName: 'Pohjois-Pohjanmaan_onnekkain_kasinopelaaja',
      address: 'Pohjoisesplanadin­rantakatu',
      houseNumber: '12 B 34',
      zipCode: '00100',
      city: 'Helsinki',
    }),
  }),
  play: async () => {
    const nickname = await section(t('panel.user.nickname.heading'));
    await expect(within(nickname).getByLabelText(t('panel.user.nickname.label'))).toHaveValue(
      'Pohjois-Pohjanmaan_onnekkain_kasinopelaaja',
    );
    const dialog = screen.getByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
