import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@casino/flows/rules';

type Env = Record<string, string | undefined>;

/** The wallet's settings (apps/api/README.md, "Wallet, payments and responsible gaming"). */
export interface WalletConfig {
  /** How long a raised or removed limit waits before the player can confirm it (LIMIT_COOLING_SECONDS, 24 h). */
  limitCoolingSeconds: number;
  /** Finland's rule: a FIN player sets daily and monthly deposit limits before a deposit (on unless REQUIRE_DEPOSIT_LIMITS=false). */
  requireDepositLimits: boolean;
  /** How long the demo provider takes to pay a withdrawal out; until then it can be cancelled. */
  withdrawalProcessingSeconds: number;
  /** The key of the payment provider's signed callbacks (PAYMENT_CALLBACK_SECRET; random per start when unset). */
  paymentCallbackSecret: string;
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`${name} must be a whole number of seconds, got "${value}"`);
  return number;
}

export function loadWalletConfig(env: Env): WalletConfig {
  return {
    limitCoolingSeconds: seconds('LIMIT_COOLING_SECONDS', env.LIMIT_COOLING_SECONDS, DAY_MS / 1000),
    requireDepositLimits: env.REQUIRE_DEPOSIT_LIMITS !== 'false',
    withdrawalProcessingSeconds: seconds('WITHDRAWAL_PROCESSING_SECONDS', env.WITHDRAWAL_PROCESSING_SECONDS, 300),
    paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET || randomBytes(32).toString('hex'),
  };
}
