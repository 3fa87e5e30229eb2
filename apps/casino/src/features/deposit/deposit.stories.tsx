import { formatEuro } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { limits } from '../../stories/fixtures';
import { textsIn, withScreen } from '../../stories/screen';
import { DepositPage } from './deposit-page';
import { panelScreen } from '../../shared/profile-panel/panel-screen';

const t = textsIn('fi');
const euro = (amount: number) => formatEuro(amount, 'fi-FI');

/** The bank method with the player's stored reference (a returning customer confirms with it). */
const methods = (storedData: { reference: string }[] = [{ reference: 'acct-1' }]) =>
  player.get('/payment/methods', {
    success: true,
    methods: [{ method: 'trustly', minAmount: { EUR: 20 }, maxAmount: { EUR: 5000 }, storedData }],
  });

/** The newest deposits: a failed 300 € one, past the last successful 60 € one (presets 100, 150, 200). */
const deposits = player.get('/transactions/deposits', {
  success: true,
  page: 1,
  pageCount: 1,
  transactions: [
    { createdTime: '2026-11-20T10:00:00Z', status: 'failed', amount: 300, currency: 'EUR' },
    { createdTime: '2026-11-19T10:00:00Z', status: 'ok', amount: 60, currency: 'EUR' },
  ],
});

const depositScreen = (handlers: Parameters<typeof panelScreen>[1] = {}) =>
  panelScreen(['deposit'], { methods: methods(), deposits, ...handlers });

const meta = {
  title: 'Screens/Panel/Deposit',
  component: DepositPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: depositScreen(),
} satisfies Meta<typeof DepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const presets = async () =>
  within(await screen.findByRole('group', { name: t('deposit.form.presets') }, { timeout: 5000 }));
const amountField = () => screen.getByRole('textbox', { name: t('deposit.form.amount') });
const submit = () => screen.getByRole('button', { name: t('deposit.form.submit') });

/** A returning player: the presets of the last successful deposit (60 €), the field, the provider's logo. */
export const AllStates: Story = {
  name: 'Returning player (baseline)',
  play: async () => {
    const group = await presets();
    await expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([100, 150, 200].map(euro));
    await expect(screen.getByRole('img', { name: t('deposit.form.providerLogo') })).toHaveAttribute(
      'src',
      '/payment-logos/fi.svg',
    );
    await expect(screen.queryByRole('checkbox')).toBeNull();
  },
};

/** The methods and deposits are loading: the shape of the form, no presets that could change. */
export const Loading: Story = {
  parameters: depositScreen({ methods: player.pending('get', '/payment/methods') }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[aria-busy="true"]')).not.toBeNull(), {
      timeout: 5000,
    });
    await expect(screen.queryByRole('group', { name: t('deposit.form.presets') })).toBeNull();
  },
};

/** The methods could not be loaded: say so, and try again. */
export const LoadFailed: Story = {
  parameters: depositScreen({
    methods: player.refuse('get', '/payment/methods', { success: false, errorCode: 100, error: 'Down' }, 500),
  }),
  play: async () => {
    await expect(await screen.findByText(t('deposit.form.loadFailed'), {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: t('deposit.form.retry') })).toBeVisible();
  },
};

/** Below the method's minimum: the field says so, and nothing is sent. */
export const BelowMinimum: Story = {
  play: async () => {
    await presets();
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '15');
    await userEvent.click(submit());
    await expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    await expect(amountField()).toHaveAccessibleDescription(t('validation.deposit.min', { bound: 20 }));
  },
};

/** Waiting for the provider's address: the button spins, the presets take no press. */
export const Waiting: Story = {
  parameters: depositScreen({ confirmDeposit: player.pending('post', '/payment/confirmDeposit') }),
  play: async () => {
    const group = await presets();
    await userEvent.click(group.getByRole('button', { name: euro(150) }));
    await userEvent.click(group.getByRole('button', { name: euro(150) }));
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    await expect(group.getByRole('button', { name: euro(100) })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refused (a deposit limit reached, 122): the message with its code; the form takes input again. */
export const Refused: Story = {
  parameters: depositScreen({
    confirmDeposit: player.refuse(
      'post',
      '/payment/confirmDeposit',
      { success: false, errorCode: 122, error: 'Limit reached' },
      403,
    ),
  }),
  play: async () => {
    // The first preset (100 €) is already chosen: the player only presses the button.
    await presets();
    await expect(amountField()).toHaveValue('100');
    await userEvent.click(submit());
    const alert = (await screen.findByText(t('errors.122'))).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('(122)');
    await expect(amountField()).not.toHaveAttribute('readonly');
  },
};

/**
 * A FIN player without the daily and monthly deposit limits (Finland's rule, the server's 237): no form; the way to the
 * limits page, which brings the player back.
 */
export const LimitsFirst: Story = {
  name: 'Deposit limits first',
  parameters: depositScreen({
    limits: player.get('/player/limits', {
      ...limits,
      depositLimits: limits.depositLimits.map((entry) => ('ammount' in entry ? { ...entry, ammount: 0 } : entry)),
    }),
  }),
  play: async () => {
    await expect(await screen.findByText(t('deposit.limitsFirst.title'), {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('group', { name: t('deposit.form.presets') })).toBeNull();
    // The panel closes for the limits page.
    await userEvent.click(screen.getByRole('button', { name: t('deposit.limitsFirst.action') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
