import type { BankIdentity } from '../schema.ts';

/** A bank login to identify: the server's token for it, and the country and method the player chose. */
export interface Identification {
  token: string;
  country: string;
  method: string;
}

/** What the provider reports back: the identified person, or that the person cancelled. */
export type IdentificationResult = { identity: BankIdentity } | { cancelled: true };

/** How a provider reports the outcome of an identification (the server's side of the bank login). */
export type ReportIdentification = (token: string, result: IdentificationResult) => Promise<void>;

/**
 * An online-bank identification provider (Pay N Play). `start` answers where to send the person; the provider
 * reports the outcome through the ReportIdentification it was made with, from its return page or from a signed
 * server-to-server callback. The simulated provider (simulated.ts) implements it; a real one replaces it in app.ts.
 */
export interface IdentificationProvider {
  start(identification: Identification): Promise<string>;
}
