import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import VerifyEmail, * as verifyEmail from '../../routes/verify-email';
import { player } from '../../stories/contract-handlers';
import { teppo } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const fi = textsIn('fi');
const en = textsIn('en');

const status = (emailVerified: boolean) =>
  player.get('/verification/status', {
    success: true,
    emailVerified,
    phoneNumberVerified: true,
    identityVerified: true,
  });

const meta = {
  title: 'Screens/Account/EmailVerification',
  component: VerifyEmail,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    { path: '/vahvista-sahkoposti', pages: { VERIFY_EMAIL: verifyEmail }, session: 'player' },
    {
      verification: status(false),
      sendVerificationEmail: player.get('/player/sendVerificationEmail', { success: true }),
      verifyEmailShortCode: player.post('/player/verifyEmailShortCode', { success: true }),
    },
  ),
} satisfies Meta<typeof VerifyEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const main = async (canvas: Canvas) => within(await canvas.findByRole('main'));

/** The code field of a logged-in player's page, once the player and the status have loaded. */
const codeField = async (canvas: Canvas, t = fi) =>
  (await main(canvas)).findByLabelText(t('verifyEmail.shortCode.code'), {}, { timeout: 5000 });

async function submitCode(canvas: Canvas, userEvent: User, code: string) {
  await userEvent.type(await codeField(canvas), code);
  await userEvent.click((await main(canvas)).getByRole('button', { name: fi('verifyEmail.shortCode.submit') }));
}

/** A logged-in player whose e-mail is not verified: the code field and the way to a new code (the visual baseline). */
export const AllStates: Story = {
  name: 'Code entry (baseline)',
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(await codeField(canvas)).toHaveValue('');
    await expect(page.getByText(fi('verifyEmail.shortCode.intro', { email: teppo.email ?? '' }))).toBeVisible();
    await expect(page.getByRole('button', { name: fi('verifyEmail.shortCode.resend') })).toBeEnabled();
  },
};

/** The mail's link fills the code in; the player verifies it. */
export const LinkCode: Story = {
  parameters: { screen: { path: '/vahvista-sahkoposti?shortCode=048213' } },
  play: async ({ canvas }) => {
    await expect(await codeField(canvas)).toHaveValue('048213');
  },
};

/** A wrong or expired code (180): its own words and the code on the field, which keeps the focus. */
export const WrongCode: Story = {
  parameters: {
    msw: {
      handlers: {
        verifyEmailShortCode: player.refuse(
          'post',
          '/player/verifyEmailShortCode',
          { success: false, errorCode: 180, error: 'The code is wrong or has expired' },
          409,
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await submitCode(canvas, userEvent, '111111');
    const field = await codeField(canvas);
    await waitFor(() => expect(field).toHaveAccessibleDescription(`${fi('verifyEmail.shortCode.wrongCode')} (180)`));
    await expect(field).toHaveFocus();
  },
};

/** A new code was sent: the message says where. */
export const SentAgain: Story = {
  play: async ({ canvas, userEvent }) => {
    const page = await main(canvas);
    await codeField(canvas);
    await userEvent.click(page.getByRole('button', { name: fi('verifyEmail.shortCode.resend') }));
    await expect(await page.findByText(fi('verifyEmail.shortCode.sent', { email: teppo.email ?? '' }))).toBeVisible();
  },
};

/** Beyond the server's 3 codes in 10 minutes (429), in English: the message by the button, not on the field. */
export const TooManyCodes: Story = {
  parameters: {
    screen: { path: '/en/verifyemail' },
    msw: {
      handlers: {
        sendVerificationEmail: player.refuse(
          'get',
          '/player/sendVerificationEmail',
          { success: false, errorCode: 429, error: 'Too many requests' },
          429,
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const page = await main(canvas);
    const field = await codeField(canvas, en);
    await userEvent.click(page.getByRole('button', { name: en('verifyEmail.shortCode.resend') }));
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent(en('errors.429'));
    await expect(alert).toHaveTextContent('(429)');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** The code verified the e-mail: the message and the way on. */
export const Verified: Story = {
  play: async ({ canvas, userEvent }) => {
    await submitCode(canvas, userEvent, '482913');
    const page = await main(canvas);
    await expect(
      await page.findByRole('heading', { level: 2, name: fi('verifyEmail.verified.heading') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: fi('verifyEmail.verified.continue') })).toHaveAttribute('href', '/');
  },
};

/** An e-mail verified already: the same message, no field. */
export const AlreadyVerified: Story = {
  parameters: { msw: { handlers: { verification: status(true) } } },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(
      await page.findByRole('heading', { level: 2, name: fi('verifyEmail.verified.heading') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.queryByLabelText(fi('verifyEmail.shortCode.code'))).toBeNull();
  },
};

/** The status is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { verification: player.pending('get', '/verification/status') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fi('verifyEmail.shortCode.loading'))).toBeVisible();
  },
};
