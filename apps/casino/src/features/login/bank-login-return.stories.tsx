import { SIGNED_IN_COOKIE } from '@casino/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import Home, * as home from '../../routes/home';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const fi = textsIn('fi');
const en = textsIn('en');

/** Where the bank login keeps its record while the player is at the bank (provider-record.ts). */
const RECORD_KEY = 'casino.providerRecord';

/** The status call refused with `errorCode` (a policy not accepted, or the provider's error). */
const refused = (errorCode: 119 | 155 | 214) => ({
  msw: {
    handlers: {
      loginStatus: player.refuse(
        'post',
        '/payment/loginStatus',
        { success: false, errorCode, error: 'Refused' },
        errorCode === 119 ? 502 : 403,
      ),
    },
  },
});

const answered = (status: 'pending' | 'cancelled') => ({
  msw: { handlers: { loginStatus: player.post('/payment/loginStatus', { success: true, status }) } },
});

const meta = {
  title: 'Screens/Account/BankLoginReturn',
  component: Home,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    { path: '/', pages: { HOME: home } },
    {
      loginStatus: player.post('/payment/loginStatus', () => {
        // As the server: the status ok has started the session.
        document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
        return { success: true, status: 'ok' as const };
      }),
      autoLogin: player.post('/autoLogin', { success: true }),
    },
  ),
  // Back from the bank: the record the bank login kept before it left (without a page to go back to).
  beforeEach: () => {
    sessionStorage.setItem(RECORD_KEY, JSON.stringify({ type: 'auth', token: 'story-bank-token' }));
    return () => {
      sessionStorage.removeItem(RECORD_KEY);
      document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
    };
  },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The return's dialog, by its title (a portal on the document's body, outside the canvas). */
const dialog = async (title: string) => within(await screen.findByRole('dialog', { name: title }, { timeout: 5000 }));

/** A new customer (214): the terms box with its link, to tick before going on (the visual baseline). */
export const AllStates: Story = {
  name: 'Policies needed (baseline)',
  parameters: refused(214),
  play: async () => {
    const box = await dialog(fi('login.bankReturn.policies.title'));
    await expect(box.getByText(fi('errors.214'))).toBeVisible();
    await expect(box.getByRole('checkbox', { name: new RegExp(fi('login.form.policyChecked')) })).not.toBeChecked();
    await expect(box.getByRole('link', { name: fi('login.form.policyCheckedLink') })).toHaveAttribute(
      'href',
      '/kayttoehdot',
    );
  },
};

/** The bank's answer is being checked. */
export const Checking: Story = {
  parameters: { msw: { handlers: { loginStatus: player.pending('post', '/payment/loginStatus') } } },
  play: async () => {
    const box = await dialog(fi('login.bankReturn.checking.title'));
    await expect(box.getByText(fi('login.bankReturn.checking.description'))).toBeVisible();
    // Nothing to press while it checks.
    await expect(box.queryByRole('button')).toBeNull();
  },
};

/** Both policies (155), sent unticked: each box asks to be accepted. */
export const PoliciesRequired: Story = {
  parameters: refused(155),
  play: async ({ userEvent }) => {
    const box = await dialog(fi('login.bankReturn.policies.title'));
    await userEvent.click(box.getByRole('button', { name: fi('login.bankReturn.policies.submit') }));
    await expect(await box.findAllByText(fi('login.form.policyRequired'))).toHaveLength(2);
  },
};

/** Ticked and sent: the auto-login logs the new customer in, and the dialog goes. */
export const PoliciesAccepted: Story = {
  parameters: {
    msw: {
      handlers: {
        ...refused(214).msw.handlers,
        autoLogin: player.post('/autoLogin', () => {
          document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
          return { success: true };
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const box = await dialog(fi('login.bankReturn.policies.title'));
    await userEvent.click(box.getByRole('checkbox', { name: new RegExp(fi('login.form.policyChecked')) }));
    await userEvent.click(box.getByRole('button', { name: fi('login.bankReturn.policies.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: fi('layout.header.logout') })).toBeVisible();
  },
};

/** The status ok: logged in, the dialog gone. */
export const LoggedIn: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: fi('layout.header.logout') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The bank has not confirmed yet: check again, or give up. */
export const Pending: Story = {
  parameters: answered('pending'),
  play: async () => {
    const box = await dialog(fi('login.bankReturn.pending.title'));
    await expect(box.getByRole('button', { name: fi('login.bankReturn.checkAgain') })).toBeVisible();
    await expect(box.getByRole('button', { name: fi('login.bankReturn.cancel') })).toBeVisible();
  },
};

/** The identification was cancelled or refused (an under-age person): say so, and close. */
export const Rejected: Story = {
  parameters: answered('cancelled'),
  play: async () => {
    const box = await dialog(fi('login.bankReturn.rejected.title'));
    await expect(box.getByText(fi('login.bankReturn.rejected.description'))).toBeVisible();
  },
};

/** The check failed (119): the error with its code, and a way to try again. */
export const Failed: Story = {
  parameters: refused(119),
  play: async () => {
    const box = await dialog(fi('login.bankReturn.failed.title'));
    const alert = (await box.findByText(fi('errors.119'))).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('(119)');
    await expect(box.getByRole('button', { name: fi('login.bankReturn.retry') })).toBeVisible();
  },
};

/** In English: the policies of a new customer. */
export const English: Story = {
  parameters: { screen: { path: '/en' }, ...refused(214) },
  play: async () => {
    const box = await dialog(en('login.bankReturn.policies.title'));
    await expect(box.getByRole('link', { name: en('login.form.policyCheckedLink') })).toHaveAttribute(
      'href',
      '/en/terms',
    );
  },
};
