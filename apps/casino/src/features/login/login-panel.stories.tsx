import { DialogTitle, Sheet, SheetContent } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, screen, waitFor, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { LoginPanel } from './login-panel';
import { paymentMethods } from './story-answers';

const fi = textsIn('fi');
const en = textsIn('en');
const et = textsIn('et');

/** The panel in the phone's side sheet, as the bottom bar's log-in item opens it (features/layout mobile-panel). */
function InSheet() {
  const { t } = useTranslation();
  return (
    <Sheet open>
      <SheetContent
        closeLabel={t('layout.bottomBar.close')}
        aria-describedby={undefined}
        className="flex flex-col gap-4 p-4 pt-14"
      >
        <DialogTitle className="sr-only">{t('layout.header.login')}</DialogTitle>
        <LoginPanel />
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Screens/Panel/LoginPanel',
  component: LoginPanel,
  tags: ['autodocs'],
  decorators: [withScreen],
  // The home route holds the sheet, open over the page as on a phone.
  parameters: screenParameters({ path: '/', pages: { HOME: { default: InSheet } } }, { methods: paymentMethods }),
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
type Texts = typeof fi;

/** The sheet (a portal on the document's body, outside the canvas). */
const sheet = async () => within(await screen.findByRole('dialog', {}, { timeout: 5000 }));

/** Fills in the panel's form and sends it. */
async function logIn(userEvent: UserEvent, t: Texts = fi) {
  const panel = await sheet();
  const email = panel.getByLabelText(t('login.form.email'));
  await waitFor(() => expect(email).not.toHaveAttribute('readonly'));
  await userEvent.type(email, 'teppo@example.com');
  await userEvent.type(panel.getByLabelText(t('login.form.password')), 'salasana1');
  await userEvent.click(panel.getByRole('button', { name: t('login.form.submit') }));
  return panel;
}

/** The form, the divider, the bank login, the forgot-password link and the new-customer prompt (the visual baseline). */
export const AllStates: Story = {
  name: 'Form (baseline)',
  play: async () => {
    const panel = await sheet();
    await expect(panel.getByRole('heading', { level: 2, name: fi('login.page.heading') })).toBeVisible();
    await expect(panel.getByLabelText(fi('login.form.email'))).toHaveValue('');
    // The payment methods load as the panel opens; the bank login waits for them.
    await waitFor(() => expect(panel.getByRole('button', { name: fi('login.bank.button') })).toBeEnabled());
    await expect(panel.getByRole('link', { name: fi('login.panel.forgotPassword') })).toHaveAttribute(
      'href',
      '/login/forgotPassword',
    );
    await expect(panel.getByRole('link', { name: fi('login.page.register') })).toHaveAttribute('href', '/rekisteroidy');
  },
};

/** The payment methods still loading: the bank login waits, disabled. */
export const MethodsLoading: Story = {
  parameters: { msw: { handlers: { methods: player.pending('get', '/payment/methods') } } },
  play: async () => {
    const panel = await sheet();
    await expect(panel.getByRole('button', { name: fi('login.bank.button') })).toBeDisabled();
  },
};

/** The payment methods could not be loaded: the bank login says it is unavailable. */
export const BankLoginUnavailable: Story = {
  parameters: {
    msw: {
      handlers: {
        methods: player.refuse('get', '/payment/methods', { success: false, errorCode: 119, error: 'Down' }, 502),
      },
    },
  },
  play: async () => {
    const panel = await sheet();
    await expect(await panel.findByText(fi('login.bank.unavailable'), {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The bank login refused at its start (108): its error under the button. */
export const BankLoginRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        initLogin: player.refuse(
          'post',
          '/payment/initLogin',
          { success: false, errorCode: 108, error: 'Blocked' },
          403,
        ),
      },
    },
  },
  play: async ({ userEvent }) => {
    const panel = await sheet();
    // The button waits for the payment methods, then a new one takes its place: find it again each time.
    const bankButton = () => panel.getByRole('button', { name: fi('login.bank.button') });
    await waitFor(() => expect(bankButton()).toBeEnabled());
    await userEvent.click(bankButton());
    await expect(await panel.findByText(fi('errors.108'))).toBeVisible();
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
  play: async ({ userEvent }) => {
    const panel = await logIn(userEvent);
    await expect(await panel.findByText(fi('errors.104'))).toBeVisible();
  },
};

/** An account not yet activated (114): the highlighted notice with the hint and its end. */
export const NotActivated: Story = {
  parameters: {
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
  play: async ({ userEvent }) => {
    const panel = await logIn(userEvent);
    await expect(await panel.findByText(fi('login.form.activationHint'))).toBeVisible();
    await expect(panel.getByText(/24\.12\.2026/)).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  parameters: { screen: { path: '/en' } },
  play: async () => {
    const panel = await sheet();
    await expect(panel.getByRole('link', { name: en('login.panel.forgotPassword') })).toHaveAttribute(
      'href',
      '/en/login/forgotPassword',
    );
  },
};

/** In Estonian (the bank login then starts with the Estonian banks). */
export const Estonian: Story = {
  parameters: { screen: { path: '/et' } },
  play: async () => {
    const panel = await sheet();
    await expect(panel.getByRole('button', { name: et('login.bank.button') })).toBeVisible();
    await expect(panel.getByRole('link', { name: et('login.panel.forgotPassword') })).toHaveAttribute(
      'href',
      '/et/sisselogimine/unustatud-parool',
    );
  },
};
