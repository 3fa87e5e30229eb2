import type { Locale } from './locale.ts';

/** Messages keyed by locale (fi, en, et); en is the fallback. */
export type LocalizedMessages = Readonly<Partial<Record<string, string>>>;

/** The maintenance status: each part is null when not in force. */
export interface MaintenanceStatus {
  maintenance: LocalizedMessages | null;
  serviceDisruption: LocalizedMessages | null;
}

/** The status before the first check, and of an empty answer: no maintenance, no disruption. */
export const NO_MAINTENANCE: MaintenanceStatus = { maintenance: null, serviceDisruption: null };

/** The message in the locale, else the English one. */
export function localizedMessage(messages: LocalizedMessages, locale: Locale): string | undefined {
  return messages[locale] ?? messages.en;
}

export interface MaintenanceGate {
  /** Whether the maintenance notice replaces the site. */
  gate: boolean;
  /** The HTML message to show in its place. */
  message?: string;
}

/** Whether maintenance replaces the site, and with which message. */
export function maintenanceGate({ maintenance }: MaintenanceStatus, locale: Locale): MaintenanceGate {
  if (!maintenance) return { gate: false };
  return { gate: true, message: localizedMessage(maintenance, locale) };
}

/** The service-disruption banner's message, or undefined when there is no disruption. */
export function disruptionBanner({ serviceDisruption }: MaintenanceStatus, locale: Locale): string | undefined {
  return serviceDisruption ? localizedMessage(serviceDisruption, locale) : undefined;
}

/** The outcome of one status check: the answer, or a failure. */
export type MaintenanceCheck =
  { ok: true; status: Partial<MaintenanceStatus> | null | undefined } | { ok: false; error?: unknown };

/** The status after a check: the answer (an empty one means no maintenance); a failed check keeps the last status. */
export function nextStatus(prev: MaintenanceStatus, check: MaintenanceCheck): MaintenanceStatus {
  if (!check.ok) return prev;
  return { maintenance: check.status?.maintenance ?? null, serviceDisruption: check.status?.serviceDisruption ?? null };
}
