import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { content, player } from '../../stories/contract-handlers';
import { teppo } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { AccountPrompts } from './account-prompts';

const t = textsIn('fi');

/** A bank-login customer: no e-mail, nickname or password yet. */
const bankCustomer = { ...teppo, email: null, nickName: null, phoneNumber: null, lastLoginTime: null };
const ok = { success: true };

const meta = {
  title: 'Screens/Modals/CompleteAccount',
  component: AccountPrompts,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    // The layout holds the prompts for a logged-in player (root.tsx); the page under them is empty.
    { path: '/', pages: { HOME: { default: () => null } }, session: 'player' },
    {
      player: player.get('/player', bankCustomer),
      countries: content.get('/countries', [
        { name: 'Suomi', dialCode: '+358', code: 'FIN' },
        { name: 'Eesti', dialCode: '+372', code: 'EST' },
      ]),
      nickname: player.post('/player/nickname', ok),
      email: player.post('/player/email', ok),
      phonenumber: player.post('/player/phonenumber', ok),
      addPassword: player.post('/player/addPassword', ok),
      completeAccount: player.post('/player/completeAccount', ok),
      sendSms: player.get('/player/sendVerificationSms', ok),
    },
  ),
} satisfies Meta<typeof AccountPrompts>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: t('accountPrompts.completeAccount.title') }));

/** Fills every field and sends the form. */
async function complete(userEvent: UserEvent) {
  const form = await dialog();
  await userEvent.type(form.getByLabelText(t('accountPrompts.completeAccount.nickname')), 'Onnekas7');
  await userEvent.type(form.getByLabelText(t('accountPrompts.completeAccount.email')), 'maija@example.com');
  await userEvent.type(form.getByLabelText(t('accountPrompts.completeAccount.phone')), '401234567');
  await userEvent.type(form.getByLabelText(t('accountPrompts.completeAccount.password')), 'salasana1');
  await userEvent.type(form.getByLabelText(t('accountPrompts.completeAccount.repeatPassword')), 'salasana1');
  await userEvent.click(form.getByRole('button', { name: t('accountPrompts.completeAccount.submit') }));
  return form;
}

/** The step fails with `code`: its message and code show on the field labelled `label`, which gets focus. */
const stepError =
  (label: string, code: string) =>
  async ({ userEvent }: { userEvent: UserEvent }) => {
    const form = await complete(userEvent);
    const field = form.getByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.getByText(code)).toBeVisible();
    await expect(field).toHaveFocus();
  };

const refusal = (errorCode: 180 | 195) => ({ success: false as const, errorCode, error: 'Refused' });

/** The empty form; it has no close button (the visual baseline). */
export const AllStates: Story = {
  name: 'Empty (baseline)',
  play: async () => {
    const form = await dialog();
    await expect(form.getByLabelText(t('accountPrompts.completeAccount.nickname'))).toHaveValue('');
    await expect(form.queryByRole('button', { name: t('accountPrompts.marketing.close') })).toBeNull();
  },
};

/** Sent empty: each field asks to be filled in, and nothing is sent. */
export const Required: Story = {
  play: async ({ userEvent }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: t('accountPrompts.completeAccount.submit') }));
    await expect(await form.findAllByText(t('validation.field.validateField'))).toHaveLength(5);
  },
};

/** The nickname is taken (180). */
export const NicknameError: Story = {
  parameters: { msw: { handlers: { nickname: player.refuse('post', '/player/nickname', refusal(180), 409) } } },
  play: stepError(t('accountPrompts.completeAccount.nickname'), '(180)'),
};

/** The e-mail is taken: the HTTP status is the code (spec 8). */
export const EmailError: Story = {
  parameters: { msw: { handlers: { email: player.refuse('post', '/player/email', refusal(180), 409) } } },
  play: stepError(t('accountPrompts.completeAccount.email'), '(409)'),
};

/** The phone number is refused: the HTTP status is the code. */
export const PhoneError: Story = {
  parameters: {
    msw: { handlers: { phonenumber: player.refuse('post', '/player/phonenumber', refusal(195), 400) } },
  },
  play: stepError(t('accountPrompts.completeAccount.phone'), '(400)'),
};

/** The password step fails without a code of its own: 180. */
export const PasswordError: Story = {
  parameters: {
    msw: {
      handlers: {
        addPassword: player.refuse('post', '/player/addPassword', { success: false, error: 'Failed' }, 500),
      },
    },
  },
  play: stepError(t('accountPrompts.completeAccount.password'), '(180)'),
};

/** Completed: the modal closes. */
export const Success: Story = {
  play: async ({ userEvent }) => {
    await complete(userEvent);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
