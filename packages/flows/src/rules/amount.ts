import { DEPOSIT_INPUT_MAX_LENGTH, MONEY_DECIMALS } from './constants.ts';

export interface AmountBounds {
  min: number;
  max: number;
}

/** The bounds of a payment method as the API sends them: per currency, EUR only. */
export interface PaymentMethodBounds {
  minAmount?: { EUR?: number | null } | null;
  maxAmount?: { EUR?: number | null } | null;
}

export type AmountError = 'required' | 'min' | 'max' | 'format';

export type AmountResult = { ok: true; amount: number } | { ok: false; error: AmountError; bound?: number };

/** A whole EUR amount with at most two decimals; a comma is accepted as the decimal separator. */
const AMOUNT_PATTERN = new RegExp(`^\\d+(?:[.,]\\d{1,${MONEY_DECIMALS}})?$`);
/** What may stand in the field while typing: the same, with the decimals still being typed. */
const AMOUNT_INPUT_PATTERN = new RegExp(`^\\d*(?:[.,]\\d{0,${MONEY_DECIMALS}})?$`);

/** Whether the amount field accepts this text (numeric decimal, at most 6 characters, empty to clear). */
export function acceptsAmountInput(text: string): boolean {
  return text.length <= DEPOSIT_INPUT_MAX_LENGTH && AMOUNT_INPUT_PATTERN.test(text);
}

/** The amount typed, or null when the text is not an amount. */
export function parseAmount(text: string | number): number | null {
  const trimmed = String(text).trim();
  return AMOUNT_PATTERN.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/** Validates an amount against its bounds: required, well-formed, at least min, at most max. */
export function checkAmount(text: string | number, { min, max }: AmountBounds): AmountResult {
  if (String(text).trim() === '') return { ok: false, error: 'required' };
  const amount = parseAmount(text);
  if (amount === null) return { ok: false, error: 'format' };
  if (amount < min) return { ok: false, error: 'min', bound: min };
  if (amount > max) return { ok: false, error: 'max', bound: max };
  return { ok: true, amount };
}
