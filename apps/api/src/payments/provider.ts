import type { BankIdentity } from '../accounts/schema.ts';

/** A deposit to collect: the server's reference (the provider's idempotency key) and what the payer sees. */
export interface DepositOrder {
  reference: string;
  /** EUR cents. */
  amount: number;
  method: string;
  country: string;
  /** A Pay N Play deposit of a visitor: the provider also proves who pays. */
  identify: boolean;
}

/** The provider's word on a deposit: paid (with the payer's proven identity when asked) or declined. */
export type DepositOutcome = { approved: true; identity?: BankIdentity } | { approved: false };

/** How a provider reports to the server (its signed callback and the payer's return both end here). */
export interface PaymentReports extends WithdrawalReports {
  deposit(reference: string, outcome: DepositOutcome): Promise<void>;
}

/** How a provider moves a withdrawal on: requested, then approved, then paid; or refused while pending. */
export interface WithdrawalReports {
  /** The withdrawals requested at or before `time` that the provider has not yet approved. */
  pendingWithdrawals(time: Date): Promise<string[]>;
  /** The provider approved these withdrawals (the player can no longer cancel them). */
  withdrawalsApproved(references: string[]): Promise<void>;
  /** The withdrawals approved at or before `time` and not yet paid. */
  approvedWithdrawals(time: Date): Promise<string[]>;
  /** The payout of these approved withdrawals was made. */
  withdrawalsPaid(references: string[]): Promise<void>;
  /** The provider refused this pending withdrawal: its money comes back; false when none such is pending. */
  withdrawalRefused(reference: string): Promise<boolean>;
}

/**
 * A payment provider. `startDeposit` answers where to send the payer; the outcome arrives through PaymentReports
 * (the provider's signed server-to-server callback), and `depositOutcome` asks the provider when the payer returns
 * first. Payouts are made by the provider on its own schedule. The simulated provider (simulated.ts) implements it; a
 * real one replaces it in app.ts.
 */
export interface PaymentProvider {
  startDeposit(order: DepositOrder): Promise<string>;
  /** undefined while the payer has not decided. */
  depositOutcome(reference: string): Promise<DepositOutcome | undefined>;
  /** Stops the provider's timers and waits for their work (at server close). */
  close(): Promise<void>;
}
