import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ForgotPassword, * as forgotPassword from '../../routes/forgot-password';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const fi = textsIn('fi');
const en = textsIn('en');
const et = textsIn('et');

/** The password-reset mail's link, as it links here. */
const LINK = '/login/forgotPassword?code=7f3c9a1e0b5d42c8';

const meta = {
  title: 'Screens/Account/ForgotPassword',
  component: ForgotPassword,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    { path: '/login/forgotPassword', pages: { FORGOT_PASSWORD: forgotPassword } },
    {
      trigger: player.post('/player/triggerForgotPassword', { success: true }),
      modify: player.post('/player/modifyForgotPassword', { success: true }),
    },
  ),
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
type Texts = typeof fi;

const main = async (canvas: Canvas) => within(await canvas.findByRole('main'));

/** A refusal of the request (`trigger`) or of the reset (`modify`) with `errorCode`. */
const refuse = (call: 'trigger' | 'modify', errorCode: 104 | 109 | 181 | 183 | 209 | 213 | 1001) => ({
  msw: {
    handlers:
      call === 'trigger'
        ? {
            trigger: player.refuse(
              'post',
              '/player/triggerForgotPassword',
              { success: false, errorCode, error: 'Refused' },
              400,
            ),
          }
        : {
            modify: player.refuse(
              'post',
              '/player/modifyForgotPassword',
              { success: false, errorCode, error: 'Refused' },
              400,
            ),
          },
  },
});

/** Fills in the e-mail and birth date and sends them. */
async function request(canvas: Canvas, userEvent: UserEvent, t: Texts = fi) {
  const page = await main(canvas);
  const email = page.getByLabelText(t('forgotPassword.request.email'));
  // The fields are read-only until the app runs.
  await waitFor(() => expect(email).not.toHaveAttribute('readonly'));
  await userEvent.type(email, 'maija.meikalainen@example.com');
  await userEvent.type(page.getByLabelText(t('forgotPassword.request.birthDate')), '1990-05-17');
  await userEvent.click(page.getByRole('button', { name: t('forgotPassword.request.submit') }));
  return page;
}

/** Types the new password twice (the code is the link's) and sends the reset. */
async function reset(canvas: Canvas, userEvent: UserEvent, password = 'uusi-Salasana7', t: Texts = fi) {
  const page = await main(canvas);
  const field = page.getByLabelText(t('forgotPassword.reset.password'));
  await waitFor(() => expect(field).not.toHaveAttribute('readonly'));
  await userEvent.type(field, password);
  await userEvent.type(page.getByLabelText(t('forgotPassword.reset.confirmPassword')), password);
  await userEvent.click(page.getByRole('button', { name: t('forgotPassword.reset.submit') }));
  return page;
}

/** The first step, empty: e-mail and birth date (the visual baseline). */
export const AllStates: Story = {
  name: 'Request (baseline)',
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(page.getByRole('heading', { level: 1, name: fi('forgotPassword.page.heading') })).toBeVisible();
    await waitFor(() =>
      expect(page.getByLabelText(fi('forgotPassword.request.email'))).not.toHaveAttribute('readonly'),
    );
    await expect(page.getByLabelText(fi('forgotPassword.request.birthDate'))).toHaveValue('');
    await expect(page.getByRole('link', { name: fi('forgotPassword.page.backToLogin') })).toHaveAttribute(
      'href',
      '/kirjaudu',
    );
  },
};

/** Sent empty or wrong: each field says what it needs, and nothing is sent. */
export const RequestInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const page = await main(canvas);
    const email = page.getByLabelText(fi('forgotPassword.request.email'));
    await waitFor(() => expect(email).not.toHaveAttribute('readonly'));
    await userEvent.type(email, 'maija@');
    await userEvent.click(page.getByRole('button', { name: fi('forgotPassword.request.submit') }));
    await expect(email).toHaveAccessibleDescription(fi('validation.field.invalidEmail'));
    await expect(page.getByLabelText(fi('forgotPassword.request.birthDate'))).toHaveAccessibleDescription(
      fi('validation.field.required'),
    );
  },
};

/** The code is on its way. */
export const Sending: Story = {
  parameters: { msw: { handlers: { trigger: player.pending('post', '/player/triggerForgotPassword') } } },
  play: async ({ canvas, userEvent }) => {
    const page = await request(canvas, userEvent);
    await waitFor(() =>
      expect(page.getByRole('button', { name: fi('forgotPassword.request.submit') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** No account with this e-mail (181): the message with its code. */
export const EmailNotFound: Story = {
  parameters: refuse('trigger', 181),
  play: async ({ canvas, userEvent }) => {
    const page = await request(canvas, userEvent);
    const alert = (await page.findByText(fi('errors.181'))).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('(181)');
  },
};

/** The birth date does not match (109). */
export const WrongBirthDate: Story = {
  parameters: refuse('trigger', 109),
  play: async ({ canvas, userEvent }) => {
    const page = await request(canvas, userEvent);
    await expect(await page.findByText(fi('errors.109'))).toBeVisible();
  },
};

/** The code was sent: the address it went to, the code and the new password twice. */
export const CodeSent: Story = {
  play: async ({ canvas, userEvent }) => {
    const page = await request(canvas, userEvent);
    await expect(
      await page.findByText(fi('forgotPassword.reset.sent', { email: 'maija.meikalainen@example.com' })),
    ).toBeVisible();
    await expect(page.getByLabelText(fi('forgotPassword.reset.code'))).toHaveValue('');
  },
};

/** From the mail's link: the code filled in, the new password asked for. */
export const FromLink: Story = {
  parameters: { screen: { path: LINK } },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(await page.findByLabelText(fi('forgotPassword.reset.code'))).toHaveValue('7f3c9a1e0b5d42c8');
    await expect(page.queryByLabelText(fi('forgotPassword.request.email'))).toBeNull();
  },
};

/** New passwords that break the rule and differ: each field says so, nothing is sent. */
export const ResetInvalid: Story = {
  parameters: { screen: { path: LINK } },
  play: async ({ canvas, userEvent }) => {
    const page = await main(canvas);
    const field = page.getByLabelText(fi('forgotPassword.reset.password'));
    await waitFor(() => expect(field).not.toHaveAttribute('readonly'));
    await userEvent.type(field, 'salasana1');
    await userEvent.type(page.getByLabelText(fi('forgotPassword.reset.confirmPassword')), 'salasana2');
    await userEvent.click(page.getByRole('button', { name: fi('forgotPassword.reset.submit') }));
    await expect(
      await page.findByText(fi('validation.field.passwordMismatch'), { selector: '[data-slot="error-message-text"]' }),
    ).toBeVisible();
  },
};

/** The code is not found (183). */
export const CodeNotFound: Story = {
  parameters: { screen: { path: LINK }, ...refuse('modify', 183) },
  play: async ({ canvas, userEvent }) => {
    const page = await reset(canvas, userEvent);
    await expect(await page.findByText(fi('errors.183'))).toBeVisible();
  },
};

/** The code was used already (209). */
export const CodeUsed: Story = {
  parameters: { screen: { path: LINK }, ...refuse('modify', 209) },
  play: async ({ canvas, userEvent }) => {
    const page = await reset(canvas, userEvent);
    await expect(await page.findByText(fi('errors.209'))).toBeVisible();
  },
};

/** The server refuses the new password (104): the password validation message (spec 8). */
export const PasswordRefused: Story = {
  parameters: { screen: { path: LINK }, ...refuse('modify', 104) },
  play: async ({ canvas, userEvent }) => {
    const page = await reset(canvas, userEvent);
    const alert = (await page.findByText(fi('errors.passwordValidation'))).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('(104)');
  },
};

/** The passwords differ by the server's word (213). */
export const PasswordsDiffer: Story = {
  parameters: { screen: { path: LINK }, ...refuse('modify', 213) },
  play: async ({ canvas, userEvent }) => {
    const page = await reset(canvas, userEvent);
    await expect(await page.findByText(fi('errors.213'))).toBeVisible();
  },
};

/** The password is too short by the server's word (1001). */
export const PasswordTooShort: Story = {
  parameters: { screen: { path: LINK }, ...refuse('modify', 1001) },
  play: async ({ canvas, userEvent }) => {
    const page = await reset(canvas, userEvent);
    await expect(await page.findByText(fi('errors.1001'))).toBeVisible();
  },
};

/** The password is changed: the invitation to log in. */
export const Done: Story = {
  parameters: { screen: { path: LINK } },
  play: async ({ canvas, userEvent }) => {
    const page = await reset(canvas, userEvent);
    await expect(await page.findByText(fi('forgotPassword.done.title'))).toBeVisible();
    await expect(page.getByRole('link', { name: fi('forgotPassword.done.login') })).toHaveAttribute(
      'href',
      '/kirjaudu',
    );
  },
};

/** In English, the reset from the link. */
export const English: Story = {
  parameters: { screen: { path: '/en/login/forgotPassword?code=7f3c9a1e0b5d42c8' } },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(await page.findByRole('heading', { level: 1, name: en('forgotPassword.page.heading') })).toBeVisible();
    await expect(page.getByLabelText(en('forgotPassword.reset.code'))).toHaveValue('7f3c9a1e0b5d42c8');
  },
};

/** In Estonian, the request (its own path). */
export const Estonian: Story = {
  parameters: { screen: { path: '/et/sisselogimine/unustatud-parool' } },
  play: async ({ canvas, userEvent }) => {
    const page = await request(canvas, userEvent, et);
    await expect(
      await page.findByText(et('forgotPassword.reset.sent', { email: 'maija.meikalainen@example.com' })),
    ).toBeVisible();
  },
};
