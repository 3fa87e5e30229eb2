import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import Home, * as home from '../../routes/home';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const fi = textsIn('fi');

/** Where a deposit keeps its record while the player is at the payment provider (shared/payments/provider-record.ts). */
const RECORD_KEY = 'casino.providerRecord';

/** The provider's answer to the status call. */
const answered = (status: 'ok' | 'pending' | 'cancelled') => ({
  msw: {
    handlers: {
      depositStatus: player.post('/payment/depositStatus', { success: true, status, amount: 50, currency: 'EUR' }),
    },
  },
});

const meta = {
  title: 'Screens/Account/DepositReturn',
  component: Home,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/', pages: { HOME: home }, session: 'player' }, answered('ok').msw.handlers),
  // Back from the provider: the record the deposit kept before it left (without a page to go back to).
  beforeEach: () => {
    sessionStorage.setItem(RECORD_KEY, JSON.stringify({ type: 'deposit', amount: 50, token: 'story-deposit-token' }));
    return () => sessionStorage.removeItem(RECORD_KEY);
  },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The return's dialog, by its title (a portal on the document's body, outside the canvas). */
const dialog = async (title: string) => within(await screen.findByRole('dialog', { name: title }, { timeout: 5000 }));

/** Not settled yet: check again, or give up (the visual baseline: the receipt of a received deposit is a passing notice). */
export const AllStates: Story = {
  name: 'Pending (baseline)',
  parameters: answered('pending'),
  play: async () => {
    const box = await dialog(fi('deposit.return.pending.title'));
    await expect(box.getByRole('button', { name: fi('deposit.return.checkAgain') })).toBeVisible();
    await expect(box.getByRole('button', { name: fi('deposit.return.cancel') })).toBeVisible();
  },
};

/** The provider approved: the amount received, in a notice that goes by itself after 5 s; no dialog to close. */
export const Received: Story = {
  play: async () => {
    // The amount's no-break space reads as a space in the text the query compares.
    const received = fi('deposit.return.confirmed.description', { amount: 50 }).replace(/\s/g, ' ');
    await expect(await screen.findByText(received, {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText(fi('deposit.return.confirmed.title'))).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The status is being asked: nothing to press. */
export const Checking: Story = {
  parameters: { msw: { handlers: { depositStatus: player.pending('post', '/payment/depositStatus') } } },
  play: async () => {
    const box = await dialog(fi('deposit.return.checking.title'));
    await expect(box.queryByRole('button')).toBeNull();
  },
};

/** Cancelled or declined at the provider: no money moved. */
export const Cancelled: Story = {
  parameters: answered('cancelled'),
  play: async () => {
    const box = await dialog(fi('deposit.return.rejected.title'));
    await expect(box.getByText(fi('deposit.return.rejected.description'))).toBeVisible();
  },
};

/** The check failed (119): the error with its code, and a way to try again; cancelling closes and forgets it. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        depositStatus: player.refuse(
          'post',
          '/payment/depositStatus',
          { success: false, errorCode: 119, error: 'Provider error' },
          502,
        ),
      },
    },
  },
  play: async ({ userEvent }) => {
    const box = await dialog(fi('deposit.return.failed.title'));
    const alert = (await box.findByText(fi('errors.119'))).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('(119)');
    await userEvent.click(box.getByRole('button', { name: fi('deposit.return.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sessionStorage.getItem(RECORD_KEY)).toBeNull();
  },
};
