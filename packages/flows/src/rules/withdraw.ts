import { checkAmount, parseAmount, type AmountBounds, type AmountResult, type PaymentMethodBounds } from './amount.ts';

/** The parts of the withdraw init answer these rules read. */
export interface WithdrawInit {
  cashBalance: number;
  cashReserve: number;
  methods?: readonly PaymentMethodBounds[];
}

/** What may be withdrawn: the cash balance minus the cash reserve. */
export function withdrawable({ cashBalance, cashReserve }: WithdrawInit): number {
  return cashBalance - cashReserve;
}

/** The bounds of the first payment method (the one used); a missing bound does not constrain. */
export function withdrawBounds(init: WithdrawInit): AmountBounds {
  const method = init.methods?.[0];
  return { min: method?.minAmount?.EUR ?? 0, max: method?.maxAmount?.EUR ?? Infinity };
}

/** Validates a withdraw amount: below the method's minimum or above its maximum is a min/max error. */
export function validateWithdrawAmount(text: string | number, init: WithdrawInit): AmountResult {
  return checkAmount(text, withdrawBounds(init));
}

/** Submit is disabled without an amount, for an amount of 0 or less, or when nothing is withdrawable. */
export function canSubmitWithdraw(text: string | number, init: WithdrawInit): boolean {
  const amount = parseAmount(text);
  return amount !== null && amount > 0 && withdrawable(init) > 0;
}
