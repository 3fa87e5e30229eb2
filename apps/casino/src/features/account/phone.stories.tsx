import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { content, player } from '../../stories/contract-handlers';
import { teppo } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { PhonePage } from './phone-page';
import { panelOpenOn } from '../../shared/profile-panel/panel-story';

const t = textsIn('fi');

/** Teppo with his number not yet verified. */
const unverified = { ...teppo, phoneNumberVerified: false };

const meta = {
  title: 'Screens/Panel/Phone',
  component: PhonePage,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    { path: '/', pages: panelOpenOn('phone'), session: 'player' },
    {
      player: player.get('/player', unverified),
      countries: content.get('/countries', [
        { name: 'Suomi', dialCode: '+358', code: 'FIN' },
        { name: 'Eesti', dialCode: '+372', code: 'EST' },
        { name: 'Sverige', dialCode: '+46', code: 'SWE' },
      ]),
      sendSms: player.get('/player/sendVerificationSms', { success: true }),
      verifySms: player.post('/player/verifySmsShortCode', { success: true }),
      verification: player.get('/verification/status', {
        success: true,
        emailVerified: true,
        phoneNumberVerified: false,
        identityVerified: true,
      }),
    },
  ),
} satisfies Meta<typeof PhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Sends the code and types one in. */
async function typeCode(userEvent: UserEvent) {
  await userEvent.click(await screen.findByRole('button', { name: t('panel.phone.sendCode') }));
  await userEvent.type(await screen.findByLabelText(t('panel.phone.code')), '482913');
  await userEvent.click(screen.getByRole('button', { name: t('panel.phone.confirm') }));
}

/** An unverified number: send the code, or change the number (the visual baseline). */
export const AllStates: Story = {
  name: 'Unverified (baseline)',
  play: async () => {
    await expect(await screen.findByText(t('panel.phone.unverifiedText'))).toBeVisible();
    await expect(screen.getByText(t('panel.phone.unverified'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('panel.phone.sendCode') })).toBeVisible();
  },
};

/** A verified number, which may be changed. */
export const Verified: Story = {
  parameters: { msw: { handlers: { player: player.get('/player', { ...unverified, phoneNumberVerified: true }) } } },
  play: async () => {
    await expect(await screen.findByText(t('panel.phone.verifiedText'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('panel.phone.change') })).toBeVisible();
  },
};

/** Changing a verified number: the dial code and the digits, checked before anything is sent. */
export const ChangingNumber: Story = {
  parameters: Verified.parameters,
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: t('panel.phone.change') }));
    await userEvent.click(await screen.findByRole('button', { name: t('panel.phone.save') }));
    await expect(await screen.findByText(t('validation.phone.required'))).toBeVisible();
  },
};

/** No number yet: add one. */
export const NoNumber: Story = {
  parameters: { msw: { handlers: { player: player.get('/player', { ...unverified, phoneNumber: null }) } } },
  play: async () => {
    await expect(await screen.findByText(t('panel.phone.none'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('panel.phone.add') })).toBeVisible();
  },
};

/** The code has gone by SMS: type it in. */
export const CodeSent: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: t('panel.phone.sendCode') }));
    await expect(await screen.findByLabelText(t('panel.phone.code'))).toBeVisible();
    await expect(screen.getByText(t('panel.phone.codeSent', { phone: unverified.phoneNumber }))).toBeVisible();
  },
};

/** A wrong code: the server's error with its code, for 5 seconds. */
export const WrongCode: Story = {
  parameters: {
    msw: {
      handlers: {
        verifySms: player.refuse(
          'post',
          '/player/verifySmsShortCode',
          { success: false, errorCode: 180, error: 'Wrong code' },
          409,
        ),
      },
    },
  },
  play: async ({ userEvent }) => {
    await typeCode(userEvent);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.180'));
    await expect(alert).toHaveTextContent('(180)');
  },
};

/** Verified: the success shows for 5 seconds, then the player loads again. */
export const Success: Story = {
  play: async ({ userEvent }) => {
    await typeCode(userEvent);
    await expect(await screen.findByText(t('panel.phone.success'))).toBeVisible();
  },
};
