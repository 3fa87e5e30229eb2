import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import Login, * as login from '../../routes/login';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { paymentMethods } from './story-answers';

const fi = textsIn('fi');
const en = textsIn('en');

const meta = {
  title: 'Screens/Login',
  component: Login,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/kirjaudu', pages: { LOGIN: login } }, { methods: paymentMethods }),
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

type Texts = typeof fi;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** The page's form (the header has a log-in link of its own). */
const loginForm = async (canvas: Canvas) =>
  within((await canvas.findByRole('main')).querySelector('form') as HTMLFormElement);

/** Fills in the form and sends it. */
async function logIn(canvas: Canvas, userEvent: UserEvent, t: Texts) {
  const form = await loginForm(canvas);
  // The fields are read-only until the app runs.
  await waitFor(() => expect(form.getByLabelText(t('login.form.email'))).not.toHaveAttribute('readonly'));
  await userEvent.type(form.getByLabelText(t('login.form.email')), 'teppo@example.com');
  await userEvent.type(form.getByLabelText(t('login.form.password')), 'salasana1');
  await userEvent.click(form.getByRole('button', { name: t('login.form.submit') }));
  return form;
}

/** The empty form of the Finnish login page (the visual baseline). */
export const AllStates: Story = {
  name: 'Form (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: fi('login.page.heading') })).toBeVisible();
    const form = await loginForm(canvas);
    await expect(form.getByLabelText(fi('login.form.email'))).toHaveValue('');
    await expect(form.getByLabelText(fi('login.form.password'))).toHaveValue('');
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: fi('login.page.register') })).toHaveAttribute('href', '/rekisteroidy');
    await expect(main.getByRole('link', { name: fi('login.panel.forgotPassword') })).toHaveAttribute(
      'href',
      '/login/forgotPassword',
    );
    // The bank login waits for the payment methods, then can start.
    await waitFor(() => expect(main.getByRole('button', { name: fi('login.bank.button') })).toBeEnabled());
  },
};

/** Sending without the fields: each asks to be filled in, and nothing is sent. */
export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await loginForm(canvas);
    await waitFor(() => expect(form.getByRole('button', { name: fi('login.form.submit') })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: fi('login.form.submit') }));
    await expect(await form.findAllByText(fi('login.form.required'))).toHaveLength(2);
  },
};

/** A wrong password (104): its error with the code. */
export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: {
        login: player.refuse('post', '/login', { success: false, errorCode: 104, error: 'Wrong credentials' }, 401),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await logIn(canvas, userEvent, fi);
    const alert = (await form.findByText(fi('errors.104'))).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('(104)');
  },
};

/** An account not yet activated (114), in English: the highlighted notice with the activation hint and its end. */
export const NotActivated: Story = {
  parameters: {
    screen: { path: '/en/login' },
    msw: {
      handlers: {
        login: player.refuse(
          'post',
          '/login',
          {
            success: false,
            errorCode: 114,
            error: 'Not activated',
            params: { expireTimestamp: Date.UTC(2026, 11, 24, 12) },
          },
          403,
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await logIn(canvas, userEvent, en);
    // The highlighted notice (spec 4 Login; it interrupts, as an alert) fades in.
    const notice = within((await form.findByText(en('errors.114'))).closest('[data-slot="notice"]') as HTMLElement);
    await waitFor(() => expect(notice.getByText(en('errors.114'))).toBeVisible());
    await expect(notice.getByText(en('login.form.activationHint'))).toBeVisible();
    await expect(notice.getByText(/Valid until 24\/12\/2026/)).toBeVisible();
  },
};

/** The terms are not accepted (214): the terms box, required before the form is sent again. */
export const AcceptTerms: Story = {
  parameters: {
    msw: {
      handlers: {
        login: player.refuse('post', '/login', { success: false, errorCode: 214, error: 'Terms not accepted' }, 403),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await logIn(canvas, userEvent, fi);
    const terms = await form.findByRole('checkbox', { name: new RegExp(fi('login.form.policyChecked')) });
    await expect(terms).not.toBeChecked();
    await expect(form.getByText(fi('errors.214'))).toBeVisible();
    await expect(form.getByRole('link', { name: fi('login.form.policyCheckedLink') })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: fi('login.form.submit') }));
    await expect(await form.findByText(fi('login.form.policyRequired'))).toBeVisible();
    await userEvent.click(terms);
    await expect(terms).toBeChecked();
  },
};
