import type { Schemas } from '../api-types.ts';
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

type WithdrawalStepName = Schemas['WithdrawalStep']['step'];

/** A step of a withdrawal's tracker: taken (with its time), awaited now, failed (with its time) or still to come. */
export interface TrackedWithdrawalStep {
  step: WithdrawalStepName;
  state: 'done' | 'current' | 'failed' | 'upcoming';
  time?: string;
}

/** The way of a withdrawal that goes through: requested, approved by the provider, paid. */
const WITHDRAWAL_PATH = ['requested', 'approved', 'paid'] as const satisfies readonly WithdrawalStepName[];

/**
 * A withdrawal's tracker from the steps it has taken (the contract's extension, in order): the steps taken are done;
 * a last step of cancelled or refused has failed and ends it; otherwise the next step of the way is awaited (current)
 * and the ones after it are to come, until it is paid.
 */
export function withdrawalTracker(taken: readonly Schemas['WithdrawalStep'][]): TrackedWithdrawalStep[] {
  const last = taken.at(-1)?.step;
  const ended = last === 'cancelled' || last === 'refused';
  const done = taken.map(({ step, time }): TrackedWithdrawalStep => ({
    step,
    state: ended && step === last ? 'failed' : 'done',
    time,
  }));
  if (ended) return done;
  const ahead = WITHDRAWAL_PATH.filter((step) => !taken.some((one) => one.step === step));
  return [
    ...done,
    ...ahead.map((step, index): TrackedWithdrawalStep => ({ step, state: index === 0 ? 'current' : 'upcoming' })),
  ];
}

/** Whether a withdrawal is still under way (not paid, cancelled or refused): its steps may move on. */
export const withdrawalUnderWay = (taken: readonly Schemas['WithdrawalStep'][]) =>
  withdrawalTracker(taken).some((step) => step.state === 'current');
