import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BonusWheel, * as bonusWheel from '../../routes/bonus-wheel';
import * as login from '../../routes/login';
import { player } from '../../stories/contract-handlers';
import { loadingScreenGone, screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

/** The server's prize table (apps/api/src/bonuses/bonuses.ts). */
const maxPrizes = [
  { reference: 'bonus-050', type: 'bonusMoney', amount: 0.5, title: '0.50 € bonus' },
  { reference: 'bonus-100', type: 'bonusMoney', amount: 1, title: '1.00 € bonus' },
  { reference: 'spins-5', type: 'freeSpins', amount: 5, title: '5 free spins' },
  { reference: 'spins-10', type: 'freeSpins', amount: 10, title: '10 free spins' },
  { reference: 'bonus-500', type: 'bonusMoney', amount: 5, title: '5.00 € bonus' },
  { reference: 'cash-200', type: 'cash', amount: 2, title: '2.00 € cash' },
  { reference: 'bonus-2000', type: 'bonusMoney', amount: 20, title: '20.00 € bonus' },
] as const;

/** The completions asked for in a story. */
let completions = 0;

const meta = {
  title: 'Screens/Bonus wheel',
  component: BonusWheel,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    { path: '/bonuswheel', pages: { BONUSWHEEL: bonusWheel, LOGIN: login }, session: 'player' },
    {
      wheelSpins: player.get('/bonuswheel/spin', { success: true, available_spins: 2, maxPrizes: [...maxPrizes] }),
      spin: player.post('/bonuswheel/spin', {
        success: true,
        reference: 'spin-1',
        prize: maxPrizes[3],
        available_spins: 1,
      }),
      complete: player.post('/bonuswheel/complete', { success: true }),
    },
  ),
} satisfies Meta<typeof BonusWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two spins to use: the wheel with its seven prizes (the visual baseline). */
export const AllStates: Story = {
  name: 'Spins to use (baseline)',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(t('bonusWheel.wheel.spinsLeft', { count: 2 }))).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('bonusWheel.wheel.label') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('bonusWheel.wheel.spin') })).toBeEnabled();
    await loadingScreenGone(canvasElement);
  },
};

/** A spin: the wheel lands on the prize the server drew, which is then credited. */
export const Won: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('bonusWheel.wheel.spin') }));
    const prize = t('bonusWheel.prize.freeSpins', { count: 10 });
    await expect(
      await canvas.findByText(t('bonusWheel.wheel.credited', { prize }), {}, { timeout: 10_000 }),
    ).toBeVisible();
    // The spins load again after the credit.
    await expect(await canvas.findByText(t('bonusWheel.wheel.spinsLeft', { count: 2 }))).toBeVisible();
  },
};

/** No spins: the button is disabled and the page says how to earn one. */
export const NoSpins: Story = {
  parameters: {
    msw: {
      handlers: {
        wheelSpins: player.get('/bonuswheel/spin', { success: true, available_spins: 0, maxPrizes: [...maxPrizes] }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('bonusWheel.wheel.noSpins'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('bonusWheel.wheel.spin') })).toBeDisabled();
  },
};

/** The spins are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { wheelSpins: player.pending('get', '/bonuswheel/spin') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: t('bonusWheel.page.loading') })).toBeVisible();
  },
};

/** The spins cannot be loaded: the message and a retry. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        wheelSpins: player.refuse('get', '/bonuswheel/spin', { success: false, errorCode: 100, error: 'Down' }, 500),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('bonusWheel.page.error'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('bonusWheel.page.retry') })).toBeVisible();
  },
};

/** The spin is refused (no spins left after all): the message with its code, and the wheel stays. */
export const SpinRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        spin: player.refuse('post', '/bonuswheel/spin', { success: false, errorCode: 195, error: 'No spins' }, 400),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('bonusWheel.wheel.spin') }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(/195/)).toBeVisible();
  },
};

/** The wheel landed but the credit failed: the message, and the prize is asked for again, which credits it. */
export const CreditRetried: Story = {
  parameters: {
    msw: {
      handlers: {
        complete: player.post('/bonuswheel/complete', ({ refuse }) =>
          completions++ === 0 ? refuse({ success: false, errorCode: 100, error: 'Down' }, 500) : { success: true },
        ),
      },
    },
  },
  beforeEach: () => {
    completions = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('bonusWheel.wheel.spin') }));
    const claim = await canvas.findByRole('button', { name: t('bonusWheel.wheel.claim') }, { timeout: 10_000 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('100');
    await userEvent.click(claim);
    const prize = t('bonusWheel.prize.freeSpins', { count: 10 });
    await expect(await canvas.findByText(t('bonusWheel.wheel.credited', { prize }))).toBeVisible();
  },
};
