import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import Registration, * as registration from '../../routes/registration';
import { content, player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const fi = textsIn('fi');
const et = textsIn('et');

const meta = {
  title: 'Screens/Account/Registration',
  component: Registration,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    { path: '/rekisteroidy', pages: { REGISTRATION: registration } },
    {
      countries: content.get('/countries', [
        { name: 'Suomi', dialCode: '+358', code: 'FIN' },
        { name: 'Eesti', dialCode: '+372', code: 'EST' },
        { name: 'Sverige', dialCode: '+46', code: 'SWE' },
      ]),
      registerPlayer: player.post('/player/registerPlayer', { success: true }),
    },
  ),
} satisfies Meta<typeof Registration>;

export default meta;
type Story = StoryObj<typeof meta>;

type Texts = typeof fi;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** The page's form, once the app runs (its fields are read-only until then). */
async function registrationForm(canvas: Canvas, t: Texts = fi) {
  const form = within((await canvas.findByRole('main')).querySelector('form') as HTMLFormElement);
  await waitFor(() => expect(form.getByLabelText(t('registration.form.email'))).not.toHaveAttribute('readonly'));
  return form;
}

/** Fills in every required field and ticks the three boxes. */
async function fillRequired(canvas: Canvas, userEvent: UserEvent, t: Texts = fi) {
  const form = await registrationForm(canvas, t);
  await userEvent.type(form.getByLabelText(t('registration.form.email')), 'maija.meikalainen@example.com');
  await userEvent.type(form.getByLabelText(t('registration.form.password')), 'salasana1');
  await userEvent.type(form.getByLabelText(t('registration.form.confirmPassword')), 'salasana1');
  await userEvent.type(form.getByLabelText(t('registration.form.firstName')), 'Maija');
  await userEvent.type(form.getByLabelText(t('registration.form.lastName')), 'Meikäläinen');
  // A date field types by the browser's own segments; the value is what a person's picking gives.
  fireEvent.change(form.getByLabelText(t('registration.form.birthDate')), { target: { value: '1990-05-17' } });
  for (const box of form.getAllByRole('checkbox')) await userEvent.click(box);
  return form;
}

const optional = (t: Texts, field: 'phone' | 'nickName' | 'city') =>
  t('registration.form.optional', { label: t(`registration.form.${field}`) });

const submit = (form: ReturnType<typeof within>, userEvent: UserEvent, t: Texts = fi) =>
  userEvent.click(form.getByRole('button', { name: t('registration.form.submit') }));

/** The empty Finnish form (the visual baseline): Finland, +358 and the age of 18. */
export const AllStates: Story = {
  name: 'Empty (baseline)',
  play: async ({ canvas }) => {
    const form = await registrationForm(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: fi('registration.page.heading') })).toBeVisible();
    await expect(form.getByRole('combobox', { name: fi('registration.form.country') })).toHaveTextContent('Suomi');
    await expect(form.getByRole('combobox', { name: fi('registration.form.dialCode') })).toHaveTextContent('FIN +358');
    await expect(form.getByRole('checkbox', { name: fi('registration.form.ageChecked', { age: 18 }) })).toBeVisible();
    for (const name of ['Account', 'Personal', 'Address', 'Consents'] as const)
      await expect(form.getByRole('group', { name: fi(`registration.form.section${name}`) })).toBeVisible();
  },
};

/** Every field filled in, the optional ones too. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await fillRequired(canvas, userEvent);
    await userEvent.type(form.getByLabelText(optional(fi, 'nickName')), 'Onnekas7');
    await userEvent.type(form.getByLabelText(optional(fi, 'phone')), '401234567');
    await userEvent.type(form.getByLabelText(optional(fi, 'city')), 'Helsinki');
    await expect(form.getByLabelText(optional(fi, 'phone'))).toHaveValue('401234567');
  },
};

/** Sent empty: each required field and box says what is missing, and the first one takes the focus. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await registrationForm(canvas);
    await submit(form, userEvent);
    await expect(await form.findByText(fi('registration.form.checkFields'))).toBeVisible();
    await expect(form.getAllByText(fi('validation.field.required'))).toHaveLength(6);
    await expect(form.getAllByText(fi('validation.field.notAccepted'))).toHaveLength(3);
    await expect(form.getByLabelText(fi('registration.form.email'))).toHaveFocus();
  },
};

/** The e-mail is already registered (180 on the e-mail field): the message and its code on that field. */
export const EmailTaken: Story = {
  parameters: {
    msw: {
      handlers: {
        registerPlayer: player.refuse(
          'post',
          '/player/registerPlayer',
          { success: false, errorCode: 180, error: 'Taken', params: { field: 'email' } },
          409,
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await fillRequired(canvas, userEvent);
    await submit(form, userEvent);
    const email = form.getByLabelText(fi('registration.form.email'));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(new RegExp(fi('registration.form.takenEmail')));
    await expect(email).toHaveFocus();
    // Nothing typed is lost.
    await expect(form.getByLabelText(fi('registration.form.lastName'))).toHaveValue('Meikäläinen');
  },
};

/** An Estonian page: Estonia, +372 and the age of 21, which a 20-year-old does not reach. */
export const EstonianTooYoung: Story = {
  parameters: { screen: { path: '/et/registreerimine' } },
  play: async ({ canvas, userEvent }) => {
    const form = await registrationForm(canvas, et);
    await expect(form.getByRole('combobox', { name: et('registration.form.dialCode') })).toHaveTextContent('EST +372');
    const birthDate = form.getByLabelText(et('registration.form.birthDate'));
    fireEvent.change(birthDate, { target: { value: `${new Date().getFullYear() - 20}-01-01` } });
    await submit(form, userEvent, et);
    await expect(await form.findByText(et('registration.form.tooYoung', { age: 21 }))).toBeVisible();
  },
};

/** Sent: the button waits while the server answers. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { registerPlayer: player.pending('post', '/player/registerPlayer') } } },
  play: async ({ canvas, userEvent }) => {
    const form = await fillRequired(canvas, userEvent);
    await submit(form, userEvent);
    await waitFor(() =>
      expect(form.getByRole('button', { name: fi('registration.form.submit') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** A refusal of no field (108: country or IP blocked) shows under the form, with its code. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        registerPlayer: player.refuse(
          'post',
          '/player/registerPlayer',
          { success: false, errorCode: 108, error: 'Blocked' },
          403,
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await fillRequired(canvas, userEvent);
    await submit(form, userEvent);
    const alert = await form.findByText(fi('errors.108'));
    await expect(alert).toBeVisible();
    await expect(form.getByText('(108)')).toBeVisible();
  },
};

/** Registered: the player is asked to open the link sent to the address typed. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await fillRequired(canvas, userEvent);
    await submit(form, userEvent);
    const heading = await canvas.findByRole('heading', { level: 2, name: fi('registration.sent.heading') });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText('maija.meikalainen@example.com')).toBeVisible();
  },
};
