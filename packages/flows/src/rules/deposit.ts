import { checkAmount, type AmountBounds, type AmountResult, type PaymentMethodBounds } from './amount.ts';
import {
  DEPOSIT_INPUT_MAX_LENGTH,
  DEPOSIT_MAX_DEFAULT,
  DEPOSIT_MIN_DEFAULT,
  DEPOSIT_PRESET_TIERS,
  DEPOSIT_PRESETS_BASE,
  LAST_DEPOSIT_DEFAULT,
} from './constants.ts';

/** Deposit bounds of a method; 10 and 100000 before methods load, and never a minimum below 10. */
export function depositBounds(method?: PaymentMethodBounds | null): AmountBounds {
  return {
    min: Math.max(DEPOSIT_MIN_DEFAULT, method?.minAmount?.EUR ?? DEPOSIT_MIN_DEFAULT),
    max: method?.maxAmount?.EUR ?? DEPOSIT_MAX_DEFAULT,
  };
}

/** Validates a deposit amount (typed text or a preset) against the method's bounds. */
export function validateDepositAmount(text: string | number, method?: PaymentMethodBounds | null): AmountResult {
  if (String(text).trim().length > DEPOSIT_INPUT_MAX_LENGTH) return { ok: false, error: 'format' };
  return checkAmount(text, depositBounds(method));
}

/** The amount of the newest successful deposit in a page of deposits (newest first), or null when it holds none. */
export function lastSuccessfulDeposit(deposits: readonly { status: string; amount: number }[] | undefined) {
  return deposits?.find((row) => row.status === 'ok')?.amount ?? null;
}

/** The preset buttons for the last successful deposit amount (49 when there is none). */
export function depositPresets(lastDeposit?: number | null): readonly number[] {
  const amount = lastDeposit ?? LAST_DEPOSIT_DEFAULT;
  return DEPOSIT_PRESET_TIERS.find((tier) => amount >= tier.from)?.presets ?? DEPOSIT_PRESETS_BASE;
}
