import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import VerifyEmail, * as verifyEmail from '../../routes/verify-email';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const fi = textsIn('fi');
const en = textsIn('en');

/** The activation link's page, as the mail links to it. */
const LINK = '/vahvista-sahkoposti?code=7f3c9a1e0b5d42c8a6e1f09b3d7c5a21';

const meta = {
  title: 'Screens/Account/VerifyEmail',
  component: VerifyEmail,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    { path: '/vahvista-sahkoposti', pages: { VERIFY_EMAIL: verifyEmail } },
    { activate: player.post('/player/activate', { success: true }) },
  ),
} satisfies Meta<typeof VerifyEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const refuse = (errorCode: 183 | 209) => ({
  msw: {
    handlers: {
      activate: player.refuse('post', '/player/activate', { success: false, errorCode, error: 'Refused' }, 400),
    },
  },
});

const main = async (canvas: Canvas) => within(await canvas.findByRole('main'));

/** Without a link: the field for the mail's code (the visual baseline). */
export const AllStates: Story = {
  name: 'Empty (baseline)',
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(page.getByRole('heading', { level: 1, name: fi('verifyEmail.page.heading') })).toBeVisible();
    await waitFor(() => expect(page.getByLabelText(fi('verifyEmail.form.code'))).not.toHaveAttribute('readonly'));
    await expect(page.getByRole('link', { name: fi('verifyEmail.form.register') })).toHaveAttribute(
      'href',
      '/rekisteroidy',
    );
  },
};

/** The link's code is on its way. */
export const Activating: Story = {
  parameters: {
    screen: { path: LINK },
    msw: { handlers: { activate: player.pending('post', '/player/activate') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fi('verifyEmail.link.activating'))).toBeVisible();
  },
};

/** The link's code activated the account: the invitation to log in. */
export const Activated: Story = {
  parameters: { screen: { path: LINK } },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(
      await page.findByRole('heading', { level: 2, name: fi('verifyEmail.activated.heading') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: fi('verifyEmail.activated.login') })).toHaveAttribute(
      'href',
      '/kirjaudu',
    );
  },
};

/** The link's code is not found (183): the message and the code on the field, where another may be typed. */
export const CodeNotFound: Story = {
  parameters: { screen: { path: LINK }, ...refuse(183) },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    const field = await page.findByLabelText(fi('verifyEmail.form.code'));
    await waitFor(() => expect(field).toHaveAccessibleDescription(`${fi('errors.183')} (183)`));
  },
};

/** The link's code was used already (209), in English: a way to log in beside it. */
export const CodeUsed: Story = {
  parameters: { screen: { path: '/en/verifyemail?code=7f3c9a1e0b5d42c8a6e1f09b3d7c5a21' }, ...refuse(209) },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(await page.findByText(en('errors.209'))).toBeVisible();
    await expect(page.getByText(new RegExp(en('verifyEmail.form.usedHint')))).toBeVisible();
    await expect(page.getByRole('link', { name: en('verifyEmail.activated.login') })).toHaveAttribute(
      'href',
      '/en/login',
    );
  },
};

/** A code typed in from the mail activates the account too. */
export const TypedCode: Story = {
  play: async ({ canvas, userEvent }) => {
    const page = await main(canvas);
    const field = page.getByLabelText(fi('verifyEmail.form.code'));
    await waitFor(() => expect(field).not.toHaveAttribute('readonly'));
    await userEvent.type(field, '7f3c9a1e0b5d42c8');
    await userEvent.click(page.getByRole('button', { name: fi('verifyEmail.form.submit') }));
    await expect(
      await page.findByRole('heading', { level: 2, name: fi('verifyEmail.activated.heading') }),
    ).toBeVisible();
  },
};

/** Sent without a code: the field asks for one, and keeps the focus. */
export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    const page = await main(canvas);
    const field = page.getByLabelText(fi('verifyEmail.form.code'));
    await waitFor(() => expect(field).not.toHaveAttribute('readonly'));
    await userEvent.click(page.getByRole('button', { name: fi('verifyEmail.form.submit') }));
    await expect(await page.findByText(fi('validation.field.required'))).toBeVisible();
    await expect(field).toHaveFocus();
  },
};
