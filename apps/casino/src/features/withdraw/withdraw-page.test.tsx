import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import {
  formOf,
  openFromBalance,
  playerAnswers,
  SLOW,
  stubDesktopViewport,
} from '../../shared/profile-panel/panel-testing';

beforeEach(stubDesktopViewport);
afterEach(() => vi.unstubAllGlobals());

/** The test player (10 € cash, 50 € bonus money, two free-spin bonuses) with what may be withdrawn. */
const answers = (init: Record<string, unknown>, calls: Record<string, Answer> = {}) => ({
  ...playerAnswers(),
  'GET /player-api/payment/initWithdraw': () =>
    json({
      success: true,
      totalBalance: 160,
      cashBalance: 110,
      promoBalance: 50,
      cashReserve: 10,
      methods: [{ method: 'trustly', minAmount: { EUR: 10 }, maxAmount: { EUR: 5000 } }],
      ...init,
    }),
  ...calls,
});

const amountField = () => screen.findByRole('textbox', { name: 'Amount to withdraw' }, SLOW);

describe('the withdraw page', { timeout: 20_000 }, () => {
  it('warns that the bonus is lost, then withdraws by the first method and says so', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, string>[] = [];
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: answers(
        {},
        {
          'POST /player-api/payment/withdraw': async (request) => {
            bodies.push(await formOf(request));
            return json({ success: true });
          },
        },
      ),
    });
    await openFromBalance(user, 'Withdraw');
    const amount = await amountField();
    expect(screen.getByText('€100.00')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    await user.type(amount, '5{Enter}');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The minimum withdrawal is €10.00.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '40{Enter}');
    const warning = await screen.findByRole('alertdialog', { name: 'Withdraw and lose your bonus?' });
    expect(
      within(warning).getByText('A withdrawal cancels your bonus money (€50.00) and your 2 free spins.'),
    ).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.click(within(warning).getByRole('button', { name: 'Withdraw anyway' }));

    expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
    expect(bodies).toEqual([{ amount: '40', method: 'trustly' }]);
    expect(screen.getByRole('button', { name: 'Pending withdrawals' })).toBeTruthy();
  });

  it('keeps the bonus when the warning is cancelled, and shows a refusal with its code', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: answers(
        {},
        {
          'POST /player-api/payment/withdraw': () =>
            json({ success: false, errorCode: 127, error: 'Withdrawals blocked' }, 403),
        },
      ),
    });
    await openFromBalance(user, 'Withdraw');
    const amount = await amountField();
    await user.type(amount, '40{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Amount to withdraw' }) as HTMLInputElement).value).toBe('40');

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw anyway' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('(127)');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Amount to withdraw' })).toBeTruthy();
  });

  it('takes no press when nothing is withdrawable', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/en/nothing', signedIn: true, answers: answers({ cashBalance: 10, cashReserve: 10 }) });
    await openFromBalance(user, 'Withdraw');
    const amount = await amountField();
    await user.type(amount, '20');
    expect(screen.getByRole('button', { name: 'Withdraw' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You have no money to withdraw right now.')).toBeTruthy();
  });

  it('says why a blocked account cannot withdraw (235, with the withdraw message)', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: {
        ...answers({}),
        'GET /player-api/payment/initWithdraw': () =>
          json({ success: false, errorCode: 235, error: 'Risk block' }, 403),
      },
    });
    await openFromBalance(user, 'Withdraw');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('You cannot make a withdrawal at the moment. Please contact customer support.');
    expect(alert.textContent).toContain('(235)');
  });
});
